import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { loginScreen, queryLayout, searchScreen, trendingScreen } from './routes/likelyNextScreens';
import { recipeRoutes, recipeRoutesOutsideShell } from './routes/recipeRoutes';
import { withNamespaces } from './routes/withNamespaces';
import type { ContentPage } from '@/platform/api';

/**
 * The route table (spec 000 §2, 002 §2). Every screen is loaded lazily; guards are layout routes.
 */

/** The accounts feature's screens (sign-in family, profile, first admin): `accounts` translations. */
const accounts = {
  login: loginScreen,
  signup: withNamespaces(() => import('@/features/accounts/SignupPage'), 'accounts'),
  forgotPassword: withNamespaces(() => import('@/features/accounts/ForgotPasswordPage'), 'accounts'),
  verifyEmail: withNamespaces(() => import('@/features/accounts/VerifyEmailPage'), 'accounts'),
  setUsername: withNamespaces(() => import('@/features/accounts/SetUsernamePage'), 'accounts'),
  profile: withNamespaces(() => import('@/features/accounts/ProfilePage'), 'accounts', 'personal'),
  createAdmin: withNamespaces(() => import('@/features/accounts/CreateAdminPage'), 'accounts'),
};
const notificationsPage = withNamespaces(
  () => import('@/features/notifications/NotificationsPage'),
  'notifications',
  'activity',
);
/** /unsubscribe (issue 27): the daily digest's one-click link. */
const unsubscribePage = withNamespaces(
  () => import('@/features/notifications/UnsubscribePage'),
  'notifications',
);
const sharedRecipe = withNamespaces(
  () => import('@/features/recipes/SharedRecipePage'),
  'links',
  'recipes',
  'images',
);
const channelById = withNamespaces(() => import('@/features/channel/ChannelPage'), 'channel', 'follows');
// with the grid's texts: a guest's channel replaces its server-painted cards in one commit (decision 0068)
const channelByUsername = withNamespaces(
  () => import('./pages/ChannelRoute'),
  'channel',
  'follows',
  'recipes',
);
/** /following and /followers (001 §2): `follows` translations. */
const follows = {
  following: withNamespaces(() => import('@/features/follows/FollowingPage'), 'follows'),
  followers: withNamespaces(() => import('@/features/follows/FollowersPage'), 'follows'),
  topCooks: withNamespaces(() => import('@/features/follows/TopCooksPage'), 'follows'),
};

/** /import (issue 32 §2): another app's export into the cook's recipes. */
const importFilePage = withNamespaces(() => import('@/features/imports/ImportFilePage'), 'imports');

/** /plan and /household (issue 33 §1–2), one lazy module: the week's meals and the household that shares them. */
const plan = withNamespaces(() => import('@/features/plan/PlanRoute'), 'plan', 'recipes');
/** /shopping-list (issue 33 §2, §3): the household's list, live and offline. */
const shoppingListPage = withNamespaces(() => import('@/features/shopping/ShoppingListPage'), 'shopping');

/** /activity (001 §2): the activity feed and Discover Chefs, whose cards carry the follow button. */
const activityPage = withNamespaces(() => import('@/features/activity/ActivityPage'), 'activity', 'follows');
/** /favorites and /favorites-simple (001 §2), one lazy module for both (the home chunk carries one loader). */
const favorites = withNamespaces(() => import('@/features/favorites/FavoritesRoute'), 'favorites', 'recipes');
/** /rated-recipes (001 §7): a cook's rated recipes; ?user= another cook's, by their privacy setting. */
const ratedRecipes = withNamespaces(
  () => import('@/features/favorites/RatedRecipesPage'),
  'favorites',
  'ratings',
  'recipes',
);

function content(path: string, page: ContentPage): RouteObject {
  return { path, handle: { contentPage: page }, lazy: () => import('@/features/content/ContentPage') };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: Splash,
    children: [
      {
        lazy: () => import('./shell/Shell'),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: () => import('./routes/homeRoute') },
              // Every other screen has TanStack Query: home's first JS stays within budget without it.
              {
                lazy: queryLayout,
                children: [
                  content('terms-of-use', 'terms'),
                  content('privacy-policy', 'privacy-policy'),
                  content('about-us', 'about-us'),
                  content('contact-us', 'contact-us'),
                  content('user-verification', 'user-verification'),
                  { path: 'login', lazy: accounts.login },
                  { path: 'signup', lazy: accounts.signup },
                  { path: 'forgot-password', lazy: accounts.forgotPassword },
                  // Signed-out visitors are sent to /login by the screen itself (no return path to it).
                  { path: 'verify-email', lazy: accounts.verifyEmail },
                  { path: 'search', lazy: searchScreen },
                  { path: 'trending', lazy: trendingScreen },
                  // /recipe/:id, /recipe/:id/edit, /create-recipe with their guards (app/routes/recipeRoutes.tsx).
                  ...recipeRoutes,
                  // the public recipe-request page (001 §2): the recipe form of the recipes feature, for anyone
                  { path: 'share/:token', lazy: sharedRecipe },
                  { path: 'user/:id', lazy: channelById },
                  // the top-followed list (001 §3), for anyone; linked from Discover Chefs
                  { path: 'top-cooks', lazy: follows.topCooks },
                  { path: 'unsubscribe', lazy: unsubscribePage },
                  { path: 'rated-recipes', lazy: ratedRecipes },
                  { path: 'create-admin', lazy: accounts.createAdmin },
                  {
                    element: <RequireAuth />,
                    children: [
                      { path: 'set-username', lazy: accounts.setUsername },
                      { path: 'profile', lazy: accounts.profile },
                      { path: 'favorites', lazy: favorites },
                      { path: 'favorites-simple', lazy: favorites },
                      { path: 'following', lazy: follows.following },
                      { path: 'followers', lazy: follows.followers },
                      { path: 'activity', lazy: activityPage },
                      { path: 'notifications', lazy: notificationsPage },
                      { path: 'import', lazy: importFilePage },
                      { path: 'plan', lazy: plan },
                      { path: 'household', lazy: plan },
                      { path: 'shopping-list', lazy: shoppingListPage },
                    ],
                  },
                  // Last among the static routes (the router ranks static segments first anyway); platform/paths.ts lists the
                  // words a channel can never take, app/router.test.ts keeps that list in step with this table.
                  { path: ':username', lazy: channelByUsername },
                  { path: '*', lazy: () => import('@/features/not-found/NotFoundPage') },
                ],
              },
            ],
          },
        ],
      },
      // Screens with no site shell around them: the printed recipe (routes/recipeRoutes.tsx), the back office.
      {
        lazy: queryLayout,
        children: [
          ...recipeRoutesOutsideShell,
          { path: 'admin/*', lazy: () => import('./routes/adminRoute') },
        ],
      },
    ],
  },
];

/** Shown while the first screen's code arrives (mirrors the static splash in index.html). */
function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <span className="splash__mark" aria-hidden="true">
        🍲
      </span>
    </div>
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
