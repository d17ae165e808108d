/**
 * First path segments the app (and Hosting) own: a channel at /{username} can never live there, because the web
 * router matches these static routes first and Hosting sends them to the app, never to the channel page's function
 * (firebase.json's reserved-words rewrite; seo/channelPage.test.ts keeps it equal to this list). Pure, and apart
 * from username.ts so the home route links cooks without the username rules: the web's platform/paths.ts
 * re-exports it, and web/src/app/router.test.ts keeps it in step with the route table. Besides the routes: the API,
 * build assets and well-known files.
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
  'plan',
  'household',
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
  'shopping-list',
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
