import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { PageLoading } from '@/components/PageLoading';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';

/** Spec 000 §4/§9: usernames are 3–30 characters, letters (any script), digits, dot, dash and underscore. */
export function looksLikeUsername(value: string | undefined): boolean {
  return (
    !!value &&
    /^[\p{L}\p{N}_.-]{3,30}$/u.test(value) &&
    !/\.(html?|php|xml|txt|json|js|css|png|jpe?g|svg|ico)$/i.test(value)
  );
}

/** /{username}: a cook's public channel (a later issue). Paths that cannot be a username are not found. */
export function Component() {
  const { t, ready } = useTranslation(['comingSoon', 'common']);
  const { username } = useParams();
  if (!looksLikeUsername(username)) return <NotFoundPage />;
  if (!ready) return <PageLoading />;
  return (
    <ComingSoon
      title={t('comingSoon:pages.channel.title', { username })}
      description={t('comingSoon:pages.channel.text')}
    />
  );
}
