import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/platform/languages';
import type { ContentLanguageChoice } from './profileForm';

/**
 * The feeds' recipe languages (issue 27; 001 §1 contentLanguage): every language, or the ones ticked (at least one,
 * so the last ticked cannot be unticked). The feeds add the languages the user is learning on top.
 */
export function ContentLanguageField({
  value,
  interfaceLanguage,
  onChange,
}: {
  value: ContentLanguageChoice;
  interfaceLanguage: string;
  onChange: (value: ContentLanguageChoice) => void;
}) {
  const { t } = useTranslation('accounts');
  const hintId = useId();
  const every = value === 'all';
  const chosen = every ? [] : value;
  const toggle = (code: string, on: boolean) => {
    const next = on ? [...chosen, code] : chosen.filter((language) => language !== code);
    onChange(LANGUAGES.map((language) => language.code).filter((language) => next.includes(language)));
  };
  return (
    <fieldset className="choice-group" aria-describedby={hintId} data-testid="content-language">
      <legend className="choice-group__legend">{t('profile.contentLanguage.label')}</legend>
      <p id={hintId} className="form__hint">
        {t('profile.contentLanguage.hint')}
      </p>
      <div className="segmented">
        <label className="segmented__option">
          <input
            type="checkbox"
            value="all"
            checked={every}
            onChange={(event) => onChange(event.target.checked ? 'all' : [interfaceLanguage])}
          />
          <span>{t('profile.contentLanguage.all')}</span>
        </label>
        {LANGUAGES.filter((language) => language.enabled).map((language) => {
          const on = every || chosen.includes(language.code);
          return (
            <label key={language.code} className="segmented__option">
              <input
                type="checkbox"
                value={language.code}
                checked={on}
                disabled={every || (on && chosen.length === 1)}
                onChange={(event) => toggle(language.code, event.target.checked)}
              />
              <span lang={language.code}>{language.nativeName}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
