import { ChannelPage } from '@/features/channel/ChannelPage';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';
import { isReservedPathSegment } from '@/platform/paths';
import { validateUsername } from '@domain/username';
import { useParams } from 'react-router';

/**
 * Whether a first path segment can be a channel address: the username rules of spec 000 §5 (the domain's
 * validateUsername, case aside: the channel page redirects to the lower-case address) and not a word the app's
 * routes own.
 */
export function looksLikeUsername(value: string | undefined): boolean {
  if (!value) return false;
  const lower = value.toLowerCase();
  return validateUsername(lower) === null && !isReservedPathSegment(lower);
}

/**
 * /{username}: a cook's channel. Paths that cannot be a username, and usernames no cook owns, are "Page not found"
 * (issue 27: an unknown address is not a missing user).
 */
export function Component() {
  const { username } = useParams();
  if (!looksLikeUsername(username)) return <NotFoundPage />;
  return <ChannelPage unknownAddress={<NotFoundPage />} />;
}
