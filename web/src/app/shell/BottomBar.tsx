import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../session';
import { BOTTOM_BAR_SIGNED_IN, BOTTOM_BAR_SIGNED_OUT, HOME, TRENDING, isActivePath } from './navItems';

/** Mobile bottom bar (< 768 px): Home, Trending, and Activity, Favorites, Profile when signed in; else Login. */
export function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const items =
    session.status === 'signedIn'
      ? BOTTOM_BAR_SIGNED_IN
      : session.status === 'loading'
        ? [HOME, TRENDING]
        : BOTTOM_BAR_SIGNED_OUT;
  const category = location.pathname === '/' ? params.get('category') : null;

  return (
    <nav className="bottom-bar" aria-label={t('nav.bottomLabel')}>
      <ul className="bottom-bar__list">
        {items.map((item) => {
          const Icon = item.icon;
          const active = isActivePath(item.to, location.pathname, category);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={active ? 'bottom-bar__link is-active' : 'bottom-bar__link'}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={22} />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
