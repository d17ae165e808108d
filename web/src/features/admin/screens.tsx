import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '@/platform/i18n';
import type { AdminSectionKey } from './layout/sections';

/** A screen of its own chunk, fetched with the translations it needs besides `admin`. */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[] = ['backOffice'],
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return module;
  });
}

/**
 * The built admin screens, one line each (a section without a line shows "coming soon"). Each is a lazy chunk of
 * its own inside the admin area, which itself loads only behind the admin guard.
 */
export const ADMIN_SCREENS: Partial<Record<AdminSectionKey, LazyExoticComponent<ComponentType>>> = {
  categories: screen(() => import('./catalog/CatalogPage').then((m) => ({ default: m.CatalogPage })), []),
  overview: screen(() => import('./backOffice/OverviewPage')),
  users: screen(() => import('./backOffice/UsersPage')),
  usernameUpdate: screen(() => import('./backOffice/UsernameUpdatePage')),
  comments: screen(() => import('./backOffice/CommentsPage')),
  trendingUsers: screen(() => import('./backOffice/TrendingUsersPage')),
};
