import { Outlet } from 'react-router';
import { ScrollToTop } from './shell/ScrollToTop';

/** Above the site shell and the admin area: scroll to top on every route change. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
