import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { FirebaseProviders } from '@/app/session';
import { CategoryPills } from '@/features/categories/CategoryPills';
import AdminRoutes from '@/features/admin/routes';
import { initI18n } from '@/lib/i18n';
import { CatalogPage } from '@/features/admin/catalog/CatalogPage';

const lng = (new URLSearchParams(location.search).get('lng') ?? 'en') as 'en' | 'he' | 'fr' | 'it';
await initI18n(lng);

function Home() {
  return (
    <div style={{ padding: 16, maxInlineSize: 700 }}>
      <h1>Home preview</h1>
      <CategoryPills />
    </div>
  );
}
const router = createBrowserRouter([
  { element: <Outlet />, children: [
    { index: true, element: <Home /> },
    { path: 'bare-catalog', element: <CatalogPage /> },
    { path: 'admin/*', element: <AdminRoutes /> },
  ] },
]);
createRoot(document.getElementById('root')!).render(
  <FirebaseProviders>
    <RouterProvider router={router} />
  </FirebaseProviders>,
);
