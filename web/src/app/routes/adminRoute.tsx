import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespaces } from '@/platform/i18n';
import { FirebaseReady } from '@/platform/session';
import { RequireAdmin, RequireAuth } from '../guards';
import type { AdminRoutesProps } from '@/features/admin/routes';

/**
 * /admin/* (spec 002 §2): signed-in admins only. The admin area (features/admin/routes.tsx, default export:
 * a component rendering its own <Routes>, or such an element) is fetched only after the guards pass.
 * It renders outside the site shell (the admin layout has its own sidebar and back-to-site link), inside
 * <FirebaseReady>, so its components may use reactfire hooks.
 */
const AdminRoutes = lazy(async () => {
  // The admin translations are on demand (platform/i18n.ts): fetch them with the code.
  const [module] = (await Promise.all([import('@/features/admin/routes'), loadNamespaces('admin')])) as [
    { default: ComponentType<AdminRoutesProps> | ReactElement },
    void,
  ];
  const entry = module.default;
  const Admin: ComponentType<AdminRoutesProps> = isValidElement(entry)
    ? () => entry
    : (entry as ComponentType<AdminRoutesProps>);
  return { default: Admin };
});

/** /admin/recipes/{id} (002 §2): the recipes feature's editor, in admin mode, inside the admin layout. */
const AdminRecipeEditor = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/recipes/EditRecipePage'),
    loadNamespaces('recipes', 'images'),
  ]);
  return { default: module.EditRecipePage };
});

export function Component() {
  return (
    <RequireAuth>
      <RequireAdmin>
        <FirebaseReady fallback={<PageLoading />}>
          <Suspense fallback={<PageLoading />}>
            <AdminRoutes recipeEditor={AdminRecipeEditor} />
          </Suspense>
        </FirebaseReady>
      </RequireAdmin>
    </RequireAuth>
  );
}
