import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth, RequireProfileComplete, RequireVerified } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { ContentPage } from '@/lib/api';

/**
 * The route table (spec 000 §2, 002 §2). Every screen is loaded lazily; guards are layout routes.
 * Screens of later issues show an honest "coming soon" page (their handle names them), never fake content.
 */
const comingSoonPage = () => import('./pages/ComingSoonRoute');

function comingSoon(path: string, key: string): RouteObject {
  return { path, handle: { comingSoon: key }, lazy: comingSoonPage };
}

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
              content('terms-of-use', 'terms'),
              content('privacy-policy', 'privacy-policy'),
              content('about-us', 'about-us'),
              content('contact-us', 'contact-us'),
              content('user-verification', 'user-verification'),
              { path: 'login', lazy: () => import('./pages/LoginPage') },
              comingSoon('signup', 'signup'),
              comingSoon('forgot-password', 'forgotPassword'),
              comingSoon('verify-email', 'verifyEmail'),
              comingSoon('set-username', 'setUsername'),
              comingSoon('search', 'search'),
              comingSoon('trending', 'trending'),
              comingSoon('recipe/:id', 'recipe'),
              comingSoon('share/:token', 'share'),
              comingSoon('user/:id', 'channel'),
              comingSoon('create-admin', 'createAdmin'),
              {
                element: <RequireAuth />,
                children: [
                  comingSoon('profile', 'profile'),
                  comingSoon('favorites', 'favorites'),
                  comingSoon('favorites-simple', 'favorites'),
                  comingSoon('following', 'following'),
                  comingSoon('followers', 'followers'),
                  comingSoon('activity', 'activity'),
                  comingSoon('notifications', 'notifications'),
                  comingSoon('recipe/:id/edit', 'editRecipe'),
                ],
              },
              {
                element: (
                  <RequireAuth>
                    <RequireVerified>
                      <RequireProfileComplete />
                    </RequireVerified>
                  </RequireAuth>
                ),
                children: [comingSoon('create-recipe', 'createRecipe')],
              },
              { path: ':username', lazy: () => import('./pages/ChannelRoute') },
              { path: '*', lazy: () => import('@/features/not-found/NotFoundPage') },
            ],
          },
        ],
      },
      { path: 'admin/*', lazy: () => import('./routes/adminRoute') },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
