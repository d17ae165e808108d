import { useTranslation } from 'react-i18next';

export interface BannerMessage {
  kind: 'success' | 'error';
  text: string;
  /** Changes on every new message so the same text shown twice is announced again. */
  id: number;
}

/**
 * The spec's banner (002 §8): success and error texts stay until dismissed or replaced by the next action.
 * Success is a polite status; an error is an alert.
 */
export function Banner({ message, onDismiss }: { message: BannerMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-banner-slot" role={message?.kind === 'error' ? 'alert' : 'status'}>
      {message ? (
        <div key={message.id} className={`admin-banner admin-banner--${message.kind}`} data-testid={`banner-${message.kind}`}>
          <span className="admin-banner__icon" aria-hidden="true">
            {message.kind === 'success' ? '✓' : '!'}
          </span>
          <p className="admin-banner__text">{message.text}</p>
          <button type="button" className="admin-banner__dismiss" onClick={onDismiss} aria-label={t('catalog.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
