import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckCircleIcon } from '@/components/icons';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { apiCall, toApiError } from '@/platform/api';
import { adoptProfileLanguage } from '@/platform/i18n';
import './notifications.css';

/**
 * /unsubscribe?uid=…&token=… (issue 27; docs/decisions/0034): the daily digest's one-click link. Opening it turns the
 * profile's e-mail switch off at once (no sign-in: the link's signature is the proof) and says so; a second visit
 * says the same. A broken, tampered or forged link (refused as malformed, unsigned or for no account) says so and
 * points to the profile's switch. The link's `lang` (the mail's language) is the page's unless this browser has a
 * language chosen: the reader may open the mail on a device the site has never seen.
 */
/** Malformed, not signed by the site, or for no account: the link itself does not work (retrying cannot help). */
const LINK_REFUSED: readonly string[] = ['invalid-argument', 'permission-denied', 'not-found'];

export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const complete = uid !== '' && token !== '';
  const mailLanguage = params.get('lang');
  useEffect(() => {
    void adoptProfileLanguage(mailLanguage);
  }, [mailLanguage]);
  const { mutate, status, error } = useMutation({
    mutationFn: () => apiCall('POST /api/notifications/unsubscribe', { body: { uid, token }, auth: false }),
  });
  useEffect(() => {
    if (complete) mutate();
  }, [complete, mutate]);

  const refused = !complete || (error !== null && LINK_REFUSED.includes(toApiError(error).code));
  return (
    <div className="page-stack unsubscribe" data-testid="unsubscribe-page">
      {refused ? (
        <ErrorState title={t('unsubscribe.invalidTitle')} message={t('unsubscribe.invalid')}>
          <Link to="/profile" className="button">
            {t('unsubscribe.profile')}
          </Link>
        </ErrorState>
      ) : status === 'error' ? (
        <ErrorState
          title={t('unsubscribe.failedTitle')}
          message={t('unsubscribe.failed')}
          onRetry={() => mutate()}
        />
      ) : status === 'success' ? (
        <section className="card unsubscribe__done" role="status">
          <CheckCircleIcon className="unsubscribe__icon" size={32} />
          <h1>{t('unsubscribe.doneTitle')}</h1>
          <p>{t('unsubscribe.done')}</p>
          <Link to="/profile" className="button button--primary">
            {t('unsubscribe.profile')}
          </Link>
        </section>
      ) : (
        <PageLoading label={t('unsubscribe.busy')} />
      )}
    </div>
  );
}

export { UnsubscribePage as Component };
