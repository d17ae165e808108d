import type { RouteObject } from 'react-router';
import { ADMIN_ROUTE_PATHS } from '@/features/admin/layout/sections';
import { routes } from './router';

/**
 * Every screen the router serves, as data, for the gates that visit each one (web/e2e/a11y.e2e.test.ts). Read from
 * the route table itself, so a new screen is covered the day it is added. The app never imports this module.
 */
export interface RoutePattern {
  /** The full pattern, e.g. `/recipe/:id`; `*` is the not-found route. */
  pattern: string;
  /** `admin`: served by the admin area's own <Routes> behind the admin guard. */
  area: 'site' | 'admin';
}

/** Routes ending in `/*` hand the rest of the path to a <Routes> of their own: its paths, by the splat's prefix. */
const NESTED_PATHS: Record<string, readonly string[]> = { admin: ADMIN_ROUTE_PATHS };

function join(prefix: string, path: string): string {
  return `/${[prefix, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
}

function collect(list: RouteObject[], prefix: string): RoutePattern[] {
  return list.flatMap((route): RoutePattern[] => {
    const path = route.path ?? '';
    const full = join(prefix, path);
    const nested = /^(.+)\/\*$/.exec(path)?.[1];
    if (nested) {
      const paths = NESTED_PATHS[nested];
      if (!paths)
        throw new Error(`routeList: ${full} has nested routes of its own; list them in NESTED_PATHS`);
      return paths.map((sub) => ({ pattern: join(join(prefix, nested), sub), area: 'admin' as const }));
    }
    const own = route.index || (route.path !== undefined && !route.children) ? [full] : [];
    return [
      ...own.map((pattern) => ({ pattern, area: 'site' as const })),
      ...collect(route.children ?? [], full),
    ];
  });
}

/** Every route pattern of the app, in table order, without duplicates. */
export function routePatterns(list: RouteObject[] = routes): RoutePattern[] {
  const seen = new Set<string>();
  return collect(list, '').filter(({ pattern }) => !seen.has(pattern) && Boolean(seen.add(pattern)));
}
