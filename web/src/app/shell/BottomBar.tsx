import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { ShellNavLink, useNavLocation } from './ShellNavLink';
import { BOTTOM_BAR_SIGNED_IN, BOTTOM_BAR_SIGNED_OUT, HOME, TRENDING, isActivePath } from './navItems';

/** Mobile bottom bar (< 768 px): Home, Trending, and Activity, Favorites, Profile when signed in; else Login. */
export function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, category } = useNavLocation();
  const items =
    session.status === 'signedIn'
      ? BOTTOM_BAR_SIGNED_IN
      : session.status === 'loading'
        ? [HOME, TRENDING]
        : BOTTOM_BAR_SIGNED_OUT;

  return (
    <nav className="bottom-bar" aria-label={t('nav.bottomLabel')}>
      <ul className="bottom-bar__list">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.key}>
              <ShellNavLink
                to={item.to}
                className="bottom-bar__link"
                active={isActivePath(item.to, pathname, category)}
              >
                <Icon size={22} />
                <span>{t(item.labelKey)}</span>
              </ShellNavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
