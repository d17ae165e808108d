import { Link, useLocation, useSearchParams, type LinkProps } from 'react-router';

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
