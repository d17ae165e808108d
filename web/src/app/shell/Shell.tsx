import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { CategoryPills } from '@/features/categories/CategoryPills';
import { InstallOffer } from '@/components/install/InstallOffer';
import { MOBILE_QUERY, useMediaQuery } from '@/platform/useMediaQuery';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './SideNav';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import './shell.css';

const COLLAPSED_KEY = 'matkon.sideNavCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The site's frame (spec 000 §2 Shell): header, unverified-e-mail banner, collapsible side navigation
 * (a slide-out drawer below 768 px), the page, footer and the mobile bottom bar.
 */
export function Shell() {
  const { t } = useTranslation();
  const navId = useId();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const navigation = useNavigation();
  const location = useLocation();
  const drawerRef = useRef<HTMLDivElement>(null);
  // The drawer belongs to the page it was opened on: navigating, or growing past the mobile breakpoint,
  // closes it without an extra render.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = isMobile && drawerOpenOn === location.key;
  const setDrawerOpen = useCallback(
    (open: boolean | ((open: boolean) => boolean)) =>
      setDrawerOpenOn((current) => {
        const wasOpen = current === location.key;
        return (typeof open === 'function' ? open(wasOpen) : open) ? location.key : null;
      }),
    [location.key],
  );
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);

  const toggleNav = () => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // storage blocked: the choice lasts for this page
      }
      return !value;
    });
  };

  useEffect(() => {
    if (!drawerOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('.side-nav__link')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const drawer = drawerRef.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      // Closing returns focus to the menu button (unless the user has moved it elsewhere meanwhile).
      const active = document.activeElement;
      if (!active || active === document.body || drawer?.contains(active)) {
        document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(navId)}"]`)?.focus();
      }
    };
  }, [drawerOpen, navId, setDrawerOpen]);

  const navCollapsed = !isMobile && collapsed;

  return (
    <div className="shell" data-nav-collapsed={navCollapsed || undefined}>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      {navigation.state !== 'idle' ? (
        <div className="shell__progress" role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <Header navId={navId} navOpen={isMobile ? drawerOpen : !collapsed} onToggleNav={toggleNav} />
      <VerifyEmailBanner />
      <div className="shell__body">
        <div
          ref={drawerRef}
          className="shell__nav"
          data-open={drawerOpen || undefined}
          hidden={isMobile && !drawerOpen}
        >
          <SideNav
            id={navId}
            collapsed={navCollapsed}
            drawer={isMobile}
            onNavigate={isMobile ? closeDrawer : undefined}
            onClose={closeDrawer}
            shown={!isMobile || drawerOpen}
          />
        </div>
        {isMobile && drawerOpen ? (
          <div className="shell__backdrop" aria-hidden="true" onClick={closeDrawer} />
        ) : null}
        {/* data-path: the path this screen shows. The data router keeps the old screen while a lazy route loads, so a
            client-side navigation has rendered once it equals the address bar's (the browser tests wait for it). */}
        <main id="main" className="shell__main" tabIndex={-1} data-path={location.pathname}>
          {/* 002 §2: the category pills bar is a shell piece, above every page (its height reserved: no shift) */}
          <div className="shell__pills">
            <CategoryPills />
          </div>
          <Outlet />
        </main>
      </div>
      <Footer />
      <BottomBar />
      <InstallOffer />
    </div>
  );
}

export { Shell as Component };
