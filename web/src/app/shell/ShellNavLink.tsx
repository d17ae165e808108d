import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams, type LinkProps } from 'react-router';
import { isActivePath, type NavItem } from './navItems';

/** Where the visitor is, as the shell's navigation sees it: the path, and the ?category filter (on / only). */
export function useNavLocation(): { pathname: string; category: string | null } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return { pathname, category: pathname === '/' ? params.get('category') : null };
}

/** A navigation link, marked as the current page (class `is-active`, aria-current) when `active`. */
export function ShellNavLink({
  active,
  className,
  ...link
}: LinkProps & { active: boolean; className: string }) {
  return (
    <Link
      {...link}
      className={active ? `${className} is-active` : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** A navigation item as a list entry: its icon and label, current when the visitor is on its path. */
export function NavItemLink({
  item,
  className,
  iconSize,
  iconClassName,
  labelClassName,
  title,
  onClick,
}: {
  item: NavItem;
  className: string;
  iconSize?: number;
  iconClassName?: string;
  labelClassName?: string;
  /** Shown on hover when the label is hidden (a collapsed side navigation). */
  title?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, category } = useNavLocation();
  const Icon = item.icon;
  const label = t(item.labelKey);
  return (
    <li>
      <ShellNavLink
        to={item.to}
        className={className}
        active={isActivePath(item.to, pathname, category)}
        title={title ? label : undefined}
        onClick={onClick}
      >
        <Icon size={iconSize} className={iconClassName} />
        <span className={labelClassName}>{label}</span>
      </ShellNavLink>
    </li>
  );
}
