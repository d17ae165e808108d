/** The admin routes of spec 002 §2, in the spec's order; `path` is relative to /admin. */
export const ADMIN_SECTIONS = [
  { key: 'overview', path: '', icon: '📊', built: true },
  { key: 'users', path: 'users', icon: '👥', built: true },
  { key: 'recipes', path: 'recipes', icon: '📖', built: true },
  { key: 'comments', path: 'comments', icon: '💬', built: true },
  { key: 'categories', path: 'categories', icon: '🏷️', built: true },
  { key: 'analytics', path: 'analytics', icon: '📈', built: true },
  { key: 'monitoring', path: 'monitoring', icon: '🩺', built: false },
  { key: 'cleanup', path: 'cleanup', icon: '🧹', built: false },
  { key: 'dataConsistency', path: 'data-consistency', icon: '🔁', built: true },
  { key: 'firebaseExporter', path: 'firebase-exporter', icon: '📦', built: true },
  { key: 'contentEditor', path: 'content-editor', icon: '📝', built: true },
  { key: 'settings', path: 'settings', icon: '⚙️', built: true },
  { key: 'usernameUpdate', path: 'username-update', icon: '🪪', built: true },
  // issue 10's trending users (002 §9), beyond the spec's list of admin routes
  { key: 'trendingUsers', path: 'trending-users', icon: '🔥', built: true },
  // decision 0018's audit log, paged (beyond the spec's list of admin routes)
  { key: 'auditLog', path: 'audit-log', icon: '🧾', built: true },
] as const;

/** Admin routes outside the sidebar, relative to /admin. */
export const ADMIN_EXTRA_ROUTES = [{ key: 'recipeEditor', path: 'recipes/:id' }] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'] | 'recipeEditor';

/** Every path the admin area's own <Routes> serves (features/admin/routes.tsx), relative to /admin. */
export const ADMIN_ROUTE_PATHS: readonly string[] = [
  ...ADMIN_SECTIONS.map((section) => section.path),
  ...ADMIN_EXTRA_ROUTES.map((route) => route.path),
];
