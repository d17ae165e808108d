import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/icons';
import { useToast } from '@/components/toast';
import { currentLanguage } from '@/platform/i18n';
import { chooseLanguage } from '@/platform/languageChoice';
import { LANGUAGES, isEnabledLanguage } from '@/platform/languages';

/**
 * The language selector: a labelled native <select> (keyboard and screen-reader friendly everywhere).
 * German and Arabic are listed but disabled ("coming soon"); French and Italian load when chosen.
 */
export function LanguageSelector({
  className,
  showLabel = false,
}: {
  className?: string;
  showLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const value = isEnabledLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  const change = async (next: string) => {
    if (!isEnabledLanguage(next) || next === value) return;
    setBusy(true);
    try {
      await chooseLanguage(next);
    } catch {
      toast.error(t('language.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={['language-selector', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? 'language-selector__label' : 'visually-hidden'}>
        {t('language.label')}
      </label>
      <span className="language-selector__control">
        <GlobeIcon className="language-selector__icon" size={18} />
        <select
          id={id}
          className="language-selector__select"
          value={value}
          aria-busy={busy || undefined}
          disabled={busy}
          onChange={(event) => void change(event.target.value)}
        >
          {LANGUAGES.map((language) => (
            <option
              key={language.code}
              value={language.code}
              disabled={!language.enabled}
              lang={language.code}
            >
              {language.enabled
                ? language.nativeName
                : t('language.comingSoon', { name: language.nativeName })}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
