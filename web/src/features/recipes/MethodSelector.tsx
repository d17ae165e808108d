import { useTranslation } from 'react-i18next';
import { methodOffered } from '@domain/settings/offers';
import { useSiteSettings } from '@/components/catalog/useSiteSettings';
import { CopyIcon, EditIcon, LinkIcon, PlayIcon, StarIcon } from '@/components/icons';

/** The three creation methods of 000 §1, and the imports of issue 32 (a link, a pasted text) that fill the form. */
export type CreationMethodChoice = 'youtube' | 'ai-title' | 'manual' | 'link' | 'paste';
export type ImportChoice = Extract<CreationMethodChoice, 'link' | 'paste'>;

const METHODS: readonly { key: CreationMethodChoice; Icon: typeof PlayIcon; available: boolean }[] = [
  { key: 'link', Icon: LinkIcon, available: true },
  { key: 'paste', Icon: CopyIcon, available: true },
  { key: 'youtube', Icon: PlayIcon, available: true },
  { key: 'ai-title', Icon: StarIcon, available: true },
  { key: 'manual', Icon: EditIcon, available: true },
];

/**
 * Step 1 of /create-recipe (spec 000 §2): the ways to create a recipe (the spec's three, and issue 32's imports). A method that is not available yet
 * says "coming soon" and does nothing; it stays focusable (aria-disabled) so a keyboard or screen-reader user
 * learns it exists.
 */
export function MethodSelector({ onChoose }: { onChoose: (method: CreationMethodChoice) => void }) {
  const { t } = useTranslation('recipes');
  // an admin may turn a method off (settings/creationMethods, settings/features): its card is not offered
  const settings = useSiteSettings();
  const methods = METHODS.filter(({ key }) => !settings || methodOffered(settings, key));
  return (
    <ul className="method-selector" aria-label={t('create.methods.label')} data-testid="method-selector">
      {methods.map(({ key, Icon, available }) => (
        <li key={key}>
          <button
            type="button"
            className={`method-card${available ? '' : ' method-card--soon'}`}
            aria-disabled={available ? undefined : true}
            aria-describedby={`method-${key}-text`}
            data-method={key}
            onClick={() => {
              if (available) onChoose(key);
            }}
          >
            <span className="disc method-card__icon" aria-hidden="true">
              <Icon size={26} />
            </span>
            <span className="method-card__title">{t(`create.methods.${key}.title`)}</span>
            <span id={`method-${key}-text`} className="method-card__text">
              {t(`create.methods.${key}.text`)}
              {available ? null : (
                <span className="badge badge--warning method-card__soon">{t('create.methods.soon')}</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
