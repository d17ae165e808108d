import { Navigate, Route, Routes } from 'react-router';
import { DataConsistencyScreen, ExporterScreen } from './backOffice';
import { CatalogPage } from './catalog/CatalogPage';
import { AdminLayout } from './layout/AdminLayout';
import { ComingSoon } from './layout/ComingSoon';
import { ADMIN_EXTRA_ROUTES, ADMIN_SECTIONS } from './layout/sections';

/**
 * Everything under /admin/* (spec 002 §2), loaded lazily by the app's router behind its auth and admin
 * guards. Only Categories is built; the other admin routes show a "coming soon" panel.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="data-consistency" element={<DataConsistencyScreen />} />
        <Route path="firebase-exporter" element={<ExporterScreen />} />
        {ADMIN_SECTIONS.map((section) =>
          section.key === 'categories' ? (
            <Route key={section.key} path="categories" element={<CatalogPage />} />
          ) : section.path === '' ? (
            <Route key={section.key} index element={<ComingSoon section={section.key} />} />
          ) : (
            <Route key={section.key} path={section.path} element={<ComingSoon section={section.key} />} />
          ),
        )}
        {ADMIN_EXTRA_ROUTES.map((route) => (
          <Route key={route.key} path={route.path} element={<ComingSoon section={route.key} />} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

/** For a data router's `lazy: () => import('…/admin/routes')`. */
export { AdminRoutes as Component };
