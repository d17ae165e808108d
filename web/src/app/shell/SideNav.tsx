import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, LogoutIcon, PencilIcon, UploadIcon, UserPlusIcon } from '@/components/icons';
import { LiveCatalog } from '@/components/catalog';
import { useToast } from '@/components/toast';
import { signOutFromShell } from './signOut';
import { useSession } from '../session';
import { LanguageSelector } from './LanguageSelector';
import { NavItemLink } from './ShellNavLink';
import { HOME, LOGIN, SIDE_NAV_SIGNED_IN, TRENDING, type NavItem } from './navItems';
import LiveCategoryShortcuts from './LiveCategoryShortcuts';

interface SideNavProps {
  id: string;
  /** Desktop: icons only. */
  collapsed: boolean;
  /** Mobile: shown as a slide-out drawer with the extra items of the mobile menu. */
  drawer: boolean;
  onNavigate?: () => void;
  /** Drawer only: the close button. */
  onClose?: () => void;
  /** Shown (not a closed drawer): only then does it watch the catalogue live (decision 0011). */
  shown: boolean;
}

/**
 * Spec 000 §2 side navigation: Home, Trending; signed in: Activity, Following, Followers, Favorites, Meal plan
 * (issue 33), Profile; category shortcuts; Login when signed out. As the mobile slide-out menu it adds Create Recipe,
 * Logout or Sign up, and the language selector.
 */
export function SideNav({ id, collapsed, drawer, onNavigate, onClose, shown }: SideNavProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const signedIn = session.status === 'signedIn';

  const link = (item: NavItem) => (
    <NavItemLink
      key={item.key}
      item={item}
      className="row-button side-nav__link"
      iconClassName="side-nav__icon"
      labelClassName="side-nav__label"
      title={collapsed}
      onClick={onNavigate}
    />
  );

  const logout = async () => {
    onNavigate?.();
    try {
      await signOutFromShell();
      toast.success(t('auth.loggedOut'));
    } catch {
      toast.error(t('auth.logoutFailed'));
    }
  };

  return (
    <nav
      id={id}
      className="side-nav"
      aria-label={t('nav.label')}
      data-collapsed={collapsed || undefined}
      data-drawer={drawer || undefined}
    >
      {drawer ? (
        <div className="toolbar side-nav__drawer-head">
          <p className="side-nav__drawer-title" aria-hidden="true">
            {t('app.name')}
          </p>
          <button type="button" className="header__icon-button" aria-label={t('nav.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <ul className="stack-list stack-list--tight side-nav__list">
        {link(HOME)}
        {link(TRENDING)}
        {signedIn ? SIDE_NAV_SIGNED_IN.map(link) : null}
        {!signedIn && session.status !== 'loading' ? link(LOGIN) : null}
      </ul>

      {/* The shortcuts come from the catalog answer: nothing until it is in, nothing if it fails. */}
      <LiveCategoryShortcuts collapsed={collapsed} onNavigate={onNavigate} />
      {shown ? <LiveCatalog /> : null}

      {drawer ? (
        <div className="side-nav__drawer-extras">
          <ul className="stack-list stack-list--tight side-nav__list">
            <DrawerLink
              to="/create-recipe"
              icon={PencilIcon}
              label={t('create.recipe')}
              onClick={onNavigate}
            />
            {signedIn ? (
              <DrawerLink
                to="/import"
                icon={UploadIcon}
                label={t('create.importFile')}
                onClick={onNavigate}
              />
            ) : null}
            {signedIn ? (
              <li>
                <button type="button" className="row-button side-nav__link" onClick={() => void logout()}>
                  <LogoutIcon className="side-nav__icon" />
                  <span className="side-nav__label">{t('userMenu.logout')}</span>
                </button>
              </li>
            ) : (
              <DrawerLink to="/signup" icon={UserPlusIcon} label={t('nav.signup')} onClick={onNavigate} />
            )}
          </ul>
          <LanguageSelector className="side-nav__language" showLabel />
        </div>
      ) : null}
    </nav>
  );
}

/** A drawer extra that leads to a page (Create Recipe, Sign up). */
function DrawerLink({
  to,
  icon: Icon,
  label,
  onClick,
}: {
  to: string;
  icon: NavItem['icon'];
  label: string;
  onClick?: () => void;
}) {
  return (
    <li>
      <Link to={to} className="row-button side-nav__link" onClick={onClick}>
        <Icon className="side-nav__icon" />
        <span className="side-nav__label">{label}</span>
      </Link>
    </li>
  );
}
