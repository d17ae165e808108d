import { useTranslation } from 'react-i18next';
import './drafts.css';

/** "Restore your unsaved draft?" above a form that has a draft on this device (useKeptForm's offer). */
export function DraftOffer({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('recipes');
  return (
    <section
      className="notice draft-offer"
      role="region"
      aria-labelledby="draft-offer-title"
      data-testid="draft-offer"
    >
      <div className="draft-offer__text">
        <h2 id="draft-offer-title" className="draft-offer__title">
          {t('drafts.offerTitle')}
        </h2>
        <p>{t('drafts.offerText')}</p>
      </div>
      <div className="draft-offer__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onRestore}
          data-testid="draft-restore"
        >
          {t('drafts.restore')}
        </button>
        <button type="button" className="button" onClick={onDiscard} data-testid="draft-discard">
          {t('drafts.discard')}
        </button>
      </div>
    </section>
  );
}
