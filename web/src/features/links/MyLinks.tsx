import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeLeft } from '@domain/links';
import { Alert } from '@/components/busy';
import { errorMessage } from '@/platform/api';
import { signedInUid, useSession } from '@/platform/session';
import { linkKeys, myLinks, revokeLink } from './api';

/** The cook's recipe requests (issue 13): each with its state and time left; an open one can be cancelled. */
export function MyLinks() {
  const { t } = useTranslation('links');
  const session = useSession();
  const queryClient = useQueryClient();
  const key = linkKeys.mine(signedInUid(session) ?? '');
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => myLinks(signal) });
  const revoke = useMutation({
    mutationFn: revokeLink,
    // the list is read again
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const links = list.data;
  const error = list.error
    ? errorMessage(list.error, t('errors.loadFailed'))
    : revoke.error
      ? errorMessage(revoke.error, t('errors.revokeFailed'))
      : null;

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
                  disabled={revoke.isPending && revoke.variables === link.linkId}
                  onClick={() => revoke.mutate(link.linkId)}
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
