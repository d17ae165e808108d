import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '@/components/PageLoading';
import { AdminLayout } from './layout/AdminLayout';
import { ComingSoon } from './layout/ComingSoon';
import { ADMIN_EXTRA_ROUTES, ADMIN_SECTIONS, type AdminSectionKey } from './layout/sections';
import { ADMIN_SCREENS } from './screens';

function Screen({ section }: { section: AdminSectionKey }) {
  const Built = ADMIN_SCREENS[section];
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
export default function AdminRoutes() {
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
          <Route key={route.key} path={route.path} element={<Screen section={route.key} />} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

/** For a data router's `lazy: () => import('…/admin/routes')`. */
export { AdminRoutes as Component };
