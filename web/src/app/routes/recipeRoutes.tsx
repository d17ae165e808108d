import type { RouteObject } from 'react-router';
import { GuestOrProfileComplete, RequireAuth } from '../guards';
import { recipeDetailScreen } from './likelyNextScreens';
import { withNamespaces } from './withNamespaces';

/**
 * The recipe screens (spec 000 §2), each loaded lazily with its translations (`recipes`; the recipe page's
 * sections: `comments`, `follows`, `favorites`, `ratings`, `ai`; `images` for the photos' and the form's messages):
 *   /recipe/:id        the recipe page: anyone (the server's access mode decides what a viewer sees)
 *   /recipe/:id/cook   cook mode (issue 31 §3): anyone who may read the recipe; `cook` and `recipes` (its
 *                      fallbacks) translations
 *   /recipe/:id/edit   signed in; the server answers 403 to anyone but the author or an admin
 *   /recipe/:id/version?language=he  signed in: the cook's new language version, or a reader's suggested one
 *                      (issue 34, decision 0073)
 *   /create-recipe     guests may look (method selector, form) and go to /login when they submit, coming back
 *                      here; signed-in users need a complete profile (the recipe carries the author's name); an
 *                      unverified e-mail may create (spec 000 §6).
 * Outside the site's shell (recipeRoutesOutsideShell, placed by app/router.tsx beside it):
 *   /recipe/:id/print  the recipe on one clean sheet (issue 31 §4): anyone who may read the recipe; `print` and
 *                      `recipes` (its times) translations
 */
const edit = withNamespaces(() => import('@/features/recipes/EditRecipePage'), 'recipes', 'images');
const cook = withNamespaces(() => import('@/features/recipes/cook/CookPage'), 'cook', 'recipes');
const version = withNamespaces(() => import('@/features/recipes/versions/VersionPage'), 'recipes');
const create = withNamespaces(() => import('@/features/recipes/CreateRecipePage'), 'recipes', 'images');

const print = withNamespaces(() => import('@/features/recipes/print/PrintRecipePage'), 'print', 'recipes');

export const recipeRoutes: RouteObject[] = [
  { path: 'recipe/:id', lazy: recipeDetailScreen },
  { path: 'recipe/:id/cook', lazy: cook },
  {
    element: <RequireAuth />,
    children: [
      { path: 'recipe/:id/edit', lazy: edit },
      { path: 'recipe/:id/version', lazy: version },
    ],
  },
  { element: <GuestOrProfileComplete />, children: [{ path: 'create-recipe', lazy: create }] },
];

export const recipeRoutesOutsideShell: RouteObject[] = [{ path: 'recipe/:id/print', lazy: print }];
