import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeLeft, type OwnLink } from '@domain/links';
import { Alert } from '@/components/busy';
import { errorMessage } from '@/platform/api';
import { myLinks, revokeLink } from './api';

/** The cook's recipe requests (issue 13): each with its state and time left; an open one can be cancelled. */
export function MyLinks() {
  const { t } = useTranslation('links');
  const [links, setLinks] = useState<OwnLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // bumped after a cancel: the list is read again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    myLinks(controller.signal).then(
      (found) => {
        setLinks(found);
        setError(null);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(caught, t('errors.loadFailed')));
      },
    );
    return () => controller.abort();
  }, [t, version]);

  const revoke = async (linkId: string) => {
    setBusy(linkId);
    try {
      await revokeLink(linkId);
      setVersion((current) => current + 1);
    } catch (caught) {
      setError(errorMessage(caught, t('errors.revokeFailed')));
    } finally {
      setBusy(null);
    }
  };

  if (error) return <Alert className="dialog__error">{error}</Alert>;
  if (!links?.length) return null;
  return (
    <section className="my-links" aria-labelledby="my-links-title" data-testid="my-links">
      <h3 id="my-links-title" className="my-links__title">
        {t('mine.title')}
      </h3>
      <ul className="stack-list">
        {links.map((link) => {
          const left = timeLeft(link.expiresAt, new Date());
          return (
            <li key={link.linkId} className="my-links__item">
              <span className="my-links__message" dir="auto" id={`my-link-${link.linkId}`}>
                {link.customMessage}
              </span>
              <span className="my-links__state">
                {link.state === 'open'
                  ? left.hours > 0
                    ? t('timeLeft.hoursMinutes', { ...left })
                    : t('timeLeft.minutes', { ...left })
                  : t(`mine.state.${link.state}`)}
              </span>
              {link.state === 'used' && link.recipeId ? (
                <Link to={`/recipe/${encodeURIComponent(link.recipeId)}`}>{t('mine.openRecipe')}</Link>
              ) : null}
              {link.state === 'open' ? (
                <button
                  type="button"
                  className="ghost-button"
                  disabled={busy === link.linkId}
                  onClick={() => void revoke(link.linkId)}
                  aria-describedby={`my-link-${link.linkId}`}
                >
                  {t('mine.revoke')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
