import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '@/components/PageLoading';
import { AdminLayout } from './layout/AdminLayout';
import { ComingSoon } from './layout/ComingSoon';
import { ADMIN_EXTRA_ROUTES, ADMIN_SECTIONS, type AdminSectionKey } from './layout/sections';
import { ADMIN_SCREENS } from './screens';

/** Screens another feature owns, handed in by the app (a feature never imports another). */
export interface AdminRoutesProps {
  /** /admin/recipes/{id}: the recipe editor in admin mode (it returns to /admin/recipes). */
  recipeEditor?: ComponentType;
}

function Screen({ section, provided }: { section: AdminSectionKey; provided?: ComponentType }) {
  const Built = provided ?? ADMIN_SCREENS[section];
  if (!Built) return <ComingSoon section={section} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Built />
    </Suspense>
  );
}

/**
 * Everything under /admin/* (spec 002 §2), loaded lazily by the app's router behind its auth and admin
 * guards. The screens are listed in screens.tsx; a route without one shows a "coming soon" panel.
 */
export default function AdminRoutes({ recipeEditor }: AdminRoutesProps) {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {ADMIN_SECTIONS.map((section) =>
          section.path === '' ? (
            <Route key={section.key} index element={<Screen section={section.key} />} />
          ) : (
            <Route key={section.key} path={section.path} element={<Screen section={section.key} />} />
          ),
        )}
        {ADMIN_EXTRA_ROUTES.map((route) => (
          <Route
            key={route.key}
            path={route.path}
            element={
              <Screen
                section={route.key}
                provided={route.key === 'recipeEditor' ? recipeEditor : undefined}
              />
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

/** For a data router's `lazy: () => import('…/admin/routes')`. */
export { AdminRoutes as Component };
