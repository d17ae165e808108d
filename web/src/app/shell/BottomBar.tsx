import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { NavItemLink } from './ShellNavLink';
import { BOTTOM_BAR_SIGNED_IN, BOTTOM_BAR_SIGNED_OUT, HOME, TRENDING } from './navItems';

/** Mobile bottom bar (< 768 px): Home, Trending, and Activity, Favorites, Profile when signed in; else Login. */
export function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const items =
    session.status === 'signedIn'
      ? BOTTOM_BAR_SIGNED_IN
      : session.status === 'loading'
        ? [HOME, TRENDING]
        : BOTTOM_BAR_SIGNED_OUT;

  return (
    <nav className="bottom-bar" aria-label={t('nav.bottomLabel')}>
      <ul className="bottom-bar__list">
        {items.map((item) => (
          <NavItemLink key={item.key} item={item} className="bottom-bar__link" iconSize={22} />
        ))}
      </ul>
    </nav>
  );
}
