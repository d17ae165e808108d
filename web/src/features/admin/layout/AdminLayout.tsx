import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/platform/session';
import { signOutUser } from '@/platform/auth';
import { useMediaQuery } from '@/platform/useMediaQuery';
import '../admin.css';
import { ADMIN_SECTIONS } from './sections';

/** Below this width the sidebar is a drawer behind the Menu toggle (admin.css uses the same breakpoint). */
const COMPACT_QUERY = '(max-width: 56rem)';

/**
 * The admin layout (spec 002 §2): a sidebar listing the admin routes, the signed-in email, a back-to-site
 * link, logout, and a toggle that opens the sidebar on small screens. It renders outside the site shell.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const email = session.status === 'signedIn' ? session.user.email : null;
  const navigate = useNavigate();
  const location = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const compact = useMediaQuery(COMPACT_QUERY);
  if (menuOpenAt !== null && menuOpenAt !== location.pathname) setMenuOpenAt(null);
  const menuOpen = compact && menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);
  const [loggingOut, setLoggingOut] = useState(false);
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  // Opening the menu moves focus into it (the page behind is inert meanwhile); Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const logout = async () => {
    setLoggingOut(true);
    // Leave the guarded area first, so the admin guard does not bounce the signed-out visitor to /login.
    navigate('/', { replace: true });
    try {
      await signOutUser();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div className="admin-layout" data-menu-open={menuOpen || undefined}>
      <a className="skip-link admin-skip-link" href="#admin-main">
        {t('layout.skipToContent')}
      </a>
      <div className="admin-topbar">
        <button
          ref={toggleRef}
          type="button"
          className="admin-topbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="admin-topbar__toggle-text">{t('layout.menu')}</span>
        </button>
        <span className="admin-topbar__title">{t('layout.title')}</span>
      </div>

      <aside ref={sidebarRef} id={sidebarId} className="admin-sidebar" aria-label={t('layout.title')}>
        <div className="admin-sidebar__inner">
          <p className="admin-sidebar__brand">
            <span aria-hidden="true">🍲</span> {t('layout.title')}
          </p>
          <nav aria-label={t('layout.navLabel')}>
            <ul className="stack-list stack-list--tight admin-sidebar__nav">
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={section.path ? `/admin/${section.path}` : '/admin'}
                    end={section.path === ''}
                    className="admin-sidebar__link"
                  >
                    <span className="admin-sidebar__icon" aria-hidden="true">
                      {section.icon}
                    </span>
                    <span>{t(`sections.${section.key}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-sidebar__account">
            {email ? (
              <p className="admin-sidebar__email" data-testid="admin-email">
                {t('layout.signedInAs', { email })}
              </p>
            ) : null}
            <Link className="admin-sidebar__action" to="/">
              <span className="admin-sidebar__back" aria-hidden="true">
                ←
              </span>{' '}
              {t('layout.backToSite')}
            </Link>
            <button type="button" className="admin-sidebar__action" onClick={logout} disabled={loggingOut}>
              {loggingOut ? t('layout.loggingOut') : t('layout.logout')}
            </button>
          </div>
        </div>
      </aside>
      {menuOpen ? (
        <div className="admin-scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}

      {/* data-path: the path this screen shows (as the site shell's main) */}
      <main
        id="admin-main"
        className="admin-content"
        tabIndex={-1}
        inert={menuOpen || undefined}
        data-path={location.pathname}
      >
        <Outlet />
      </main>
    </div>
  );
}
