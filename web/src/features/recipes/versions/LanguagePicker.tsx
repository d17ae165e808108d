import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_OWN_NAMES, type FamilyLanguage } from '@domain/recipe/family';
import { SelectField } from '@/components/form';
import { missingLanguages } from './family';

/** The languages the family lacks, by their own names: the one a new version or a suggestion is written in. */
export function LanguagePicker({
  id,
  recipeId,
  versions,
  label,
  action,
}: {
  id: string;
  recipeId: string;
  versions: readonly FamilyLanguage[];
  label: string;
  action: string;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('recipes');
  const missing = missingLanguages(versions);
  const [language, setLanguage] = useState<string>(missing[0] ?? '');
  if (missing.length === 0) return <p className="form__hint">{t('versions.allLanguages')}</p>;
  return (
    <div className="recipe-versions__pick">
      <SelectField
        id={id}
        label={label}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      >
        {missing.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_OWN_NAMES[code]}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        className="button"
        data-testid={`${id}-go`}
        onClick={() =>
          navigate(`/recipe/${encodeURIComponent(recipeId)}/version?language=${encodeURIComponent(language)}`)
        }
      >
        {action}
      </button>
    </div>
  );
}
