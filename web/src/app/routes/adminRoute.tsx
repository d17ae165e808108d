import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespaces } from '@/platform/i18n';
import { FirebaseReady } from '@/platform/session';
import { RequireAdmin, RequireAuth } from '../guards';

/**
 * /admin/* (spec 002 §2): signed-in admins only. The admin area (features/admin/routes.tsx, default export:
 * a component rendering its own <Routes>, or such an element) is fetched only after the guards pass.
 * It renders outside the site shell (the admin layout has its own sidebar and back-to-site link), inside
 * <FirebaseReady>, so its components may use reactfire hooks.
 */
const AdminRoutes = lazy(async () => {
  // The admin translations are on demand (platform/i18n.ts): fetch them with the code.
  const [module] = (await Promise.all([import('@/features/admin/routes'), loadNamespaces('admin')])) as [
    { default: ComponentType | ReactElement },
    void,
  ];
  const entry = module.default;
  const Admin: ComponentType = isValidElement(entry) ? () => entry : (entry as ComponentType);
  return { default: Admin };
});

export function Component() {
  return (
    <RequireAuth>
      <RequireAdmin>
        <FirebaseReady fallback={<PageLoading />}>
          <Suspense fallback={<PageLoading />}>
            <AdminRoutes />
          </Suspense>
        </FirebaseReady>
      </RequireAdmin>
    </RequireAuth>
  );
}
