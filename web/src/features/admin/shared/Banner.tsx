import { useTranslation } from 'react-i18next';

export interface BannerMessage {
  kind: 'success' | 'error';
  text: string;
  /** Changes on every new message so the same text shown twice is announced again. */
  id: number;
}

/**
 * The spec's banner (002 §8): success and error texts stay until dismissed or replaced by the next action.
 * Both live regions are always in the page (a region must exist before its text changes to be announced):
 * success speaks politely, an error as an alert.
 */
export function Banner({ message, onDismiss }: { message: BannerMessage | null; onDismiss: () => void }) {
  return (
    <>
      <div className="admin-banner-slot" role="status">
        {message?.kind === 'success' ? <BannerBody message={message} onDismiss={onDismiss} /> : null}
      </div>
      <div className="admin-banner-slot" role="alert">
        {message?.kind === 'error' ? <BannerBody message={message} onDismiss={onDismiss} /> : null}
      </div>
    </>
  );
}

function BannerBody({ message, onDismiss }: { message: BannerMessage; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div
      key={message.id}
      className={`admin-banner admin-banner--${message.kind}`}
      data-testid={`banner-${message.kind}`}
    >
      <span className="admin-banner__icon" aria-hidden="true">
        {message.kind === 'success' ? '✓' : '!'}
      </span>
      <p className="admin-banner__text">{message.text}</p>
      <button
        type="button"
        className="admin-banner__dismiss"
        onClick={onDismiss}
        aria-label={t('catalog.dismiss')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
