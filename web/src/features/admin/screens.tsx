import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DataConsistencyScreen, ExporterScreen } from './backOffice';
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
export const ADMIN_SCREENS: Partial<Record<AdminSectionKey, ComponentType>> = {
  categories: screen(() => import('./catalog/CatalogPage').then((m) => ({ default: m.CatalogPage })), []),
  overview: screen(() => import('./operations/OverviewPage')),
  users: screen(() => import('./operations/UsersPage')),
  usernameUpdate: screen(() => import('./operations/UsernameUpdatePage')),
  comments: screen(() => import('./moderation/ModerationPage'), ['backOffice', 'adminRecipes']),
  trendingUsers: screen(() => import('./operations/TrendingUsersPage')),
  recipes: screen(() => import('./recipes/RecipesPage'), ['backOffice', 'adminRecipes']),
  auditLog: screen(() => import('./audit/AuditLogPage'), ['backOffice', 'adminRecipes']),
  // issue 15's screens (backOffice.tsx: lazy chunks with their adminData translations)
  dataConsistency: DataConsistencyScreen,
  firebaseExporter: ExporterScreen,
  analytics: screen(() => import('./analytics/AnalyticsPage'), ['adminAnalytics', 'backOffice']),
  cleanup: screen(() => import('./cleanup/CleanupPage'), ['adminCleanup']),
  monitoring: screen(() => import('./monitoring/MonitoringPage'), ['adminMonitoring']),
  // issue 14's enterprise settings and Content Editor (adminSettings translations)
  settings: screen(() => import('./settings/SettingsPage'), ['adminSettings']),
  contentEditor: screen(() => import('./content/ContentEditorPage'), ['adminSettings']),
};
