import { profilePath } from '@domain/profilePath';

/**
 * First path segments the app (and Hosting) own: a channel at /{username} can never live there, because the
 * router matches these static routes first. app/router.test.ts keeps this list in step with the route table.
 * Besides the routes: the API, build assets and well-known files.
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  // routes (spec 000 §2, 001 §2, 002 §2)
  'login',
  'signup',
  'forgot-password',
  'verify-email',
  'set-username',
  'create-recipe',
  'import',
  'recipe',
  'search',
  'user',
  'profile',
  'favorites',
  'favorites-simple',
  'rated-recipes',
  'following',
  'followers',
  'top-cooks',
  'unsubscribe',
  'activity',
  'notifications',
  'trending',
  'share',
  'terms-of-use',
  'privacy-policy',
  'about-us',
  'contact-us',
  'user-verification',
  'create-admin',
  'admin',
  // not routes, but never channels
  'api',
  'assets',
  'workers',
  'static',
  'favicon',
  'robots',
  'sitemap',
]);

export function isReservedPathSegment(segment: string): boolean {
  return RESERVED_PATH_SEGMENTS.has(segment.toLowerCase());
}

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
