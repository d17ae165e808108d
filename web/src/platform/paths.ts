import { profilePath } from '@domain/profilePath';
import { isReservedPathSegment } from '@domain/reservedPaths';

export { RESERVED_PATH_SEGMENTS, isReservedPathSegment } from '@domain/reservedPaths';

/**
 * The link to a cook's channel (spec 000 §2, 001 §2): the username if present, else /user/{id} (the domain's
 * profilePath, decision 0037). A username that an app route owns would open that screen instead of the channel, so
 * those channels are linked by id.
 */
export function channelPath(profile: {
  uid: string;
  username?: string | null;
  displayName?: string | null;
}): string {
  const path = profilePath(profile);
  const segment = path.split('/')[1] ?? '';
  if (path.startsWith('/user/') || !isReservedPathSegment(segment)) return path;
  return `/user/${encodeURIComponent(profile.uid)}`;
}
