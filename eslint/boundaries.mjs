// Import boundaries (issue 7 §5, docs/decisions/0007-boundaries.md). Every file is classified into a zone by its
// path; eslint-plugin-boundaries resolves each import (relative, `@/…`, `@domain/…`, barrel or dynamic) through
// TypeScript's resolution (tsResolver.cjs) to a file, so the zone of the target is known whatever the spelling
// of the import.
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const folder = (type, pattern, capture) => ({
  type,
  pattern,
  partialMatch: false,
  ...(capture ? { capture } : {}),
});

// The first descriptor that matches a path wins, so the named folders come before the `functions/src/*` catch-all.
const elements = [
  folder('web-platform', 'web/src/platform'),
  folder('web-platform', 'web/src/workers'),
  folder('web-components', 'web/src/components'),
  folder('web-feature', 'web/src/features/*', ['feature']),
  folder('web-app', 'web/src/app'),
  folder('web-styles', 'web/src/styles'),
  folder('web-locales', 'web/src/locales'),
  folder('web-testing', 'web/src/testing'),
  folder('web-e2e', 'web/e2e'),
  // the build's plugins, composed by web/vite.config.ts (classified last, below)
  folder('web-build', 'web/build'),
  folder('fn-domain', 'functions/src/domain'),
  folder('fn-platform', 'functions/src/platform'),
  folder('fn-testing', 'functions/src/testing'),
  folder('fn-seed', 'functions/src/seed'),
  folder('fn-group', 'functions/src/*', ['group']),
  // Last, so they hold only the files directly in src/: web/src/main.tsx and functions/src/index.ts; and in web/:
  // web/vite.config.ts.
  folder('web-app', 'web/src'),
  folder('fn-entry', 'functions/src'),
  folder('web-build', 'web'),
];

// A file is either a test or source (the first match wins): tests may reach further than the code they test.
const files = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  // The router's screens as data, the one file of app/ the browser gates (web/e2e) read.
  { category: 'route-list', pattern: 'web/src/app/routeList.ts' },
  { category: 'source', pattern: '**/*' },
];
const source = { categories: 'source' };

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const shared = ['web-styles', 'web-locales', 'fn-domain'];
const allFunctions = ['fn-testing', 'fn-seed', 'fn-group', 'fn-platform', 'fn-domain', 'fn-entry'];

/** Web layers go one way: platform → components → features → app; web shares only the domain with functions. */
const webPolicies = [
  { from: { element: { type: 'web-platform' } }, allow: to('web-platform', ...shared) },
  { from: { element: { type: 'web-components' } }, allow: to('web-platform', 'web-components', ...shared) },
  // Imports inside one feature are internal to its element and never checked, so "another feature" is all this
  // rule sees of web-feature targets: it never allows one.
  { from: { element: { type: 'web-feature' } }, allow: to('web-platform', 'web-components', ...shared) },
  {
    from: { element: { type: 'web-app' } },
    allow: to('web-platform', 'web-components', 'web-feature', 'web-app', ...shared),
  },
  {
    from: { element: { type: 'web-testing' } },
    allow: to('web-platform', 'web-components', 'web-testing', ...shared),
  },
  { from: { element: { type: 'web-e2e' } }, allow: to('web-locales', 'fn-domain') },
  // the build reads the app's constants (the service worker's cache names), never the other way
  { from: { element: { type: 'web-build' } }, allow: to('web-build', 'web-platform', 'web-locales') },
  {
    from: { element: { type: 'web-e2e' } },
    allow: { to: { element: { type: 'web-app' }, file: { categories: 'route-list' } } },
  },
  { from: { element: { type: 'web-*' }, file: { categories: 'test' } }, allow: to('web-testing') },
  {
    from: { element: { type: 'web-feature' } },
    disallow: to('web-feature'),
    message:
      'Features never import each other (features/{{to.element.captured.feature}} from ' +
      'features/{{from.element.captured.feature}}): move what they share to components/ or platform/.',
  },
  {
    from: { element: { type: 'web-platform' } },
    disallow: to('web-components', 'web-feature'),
    message:
      'Web layers go one way (platform → components → features → app): platform/ imports none above it.',
  },
  {
    from: { element: { type: 'web-components' } },
    disallow: to('web-feature'),
    message: 'Web layers go one way (platform → components → features → app): components/ import no feature.',
  },
  {
    from: { element: { types: { anyOf: ['web-platform', 'web-components', 'web-feature'] } } },
    disallow: to('web-app'),
    message: 'Only app/ imports app/: move what a lower layer needs from app/ down to platform/.',
  },
  {
    from: { element: { type: 'web-*' } },
    disallow: to('fn-seed', 'fn-group', 'fn-platform', 'fn-testing', 'fn-entry'),
    message: 'Web shares only the domain with functions: import it as @domain/….',
  },
];

/** Functions: domain ← platform ← groups ← index.ts; tests and functions/src/testing may import what they need. */
const functionsPolicies = [
  { from: { element: { type: 'fn-platform' } }, allow: to('fn-platform', 'fn-domain') },
  { from: { element: { type: 'fn-entry' } }, allow: to('fn-seed', 'fn-group', 'fn-platform', 'fn-domain') },
  // Seeding composes the groups' own services (demo recipes go through recipes-create), like index.ts wires them.
  { from: { element: { type: 'fn-seed' } }, allow: to('fn-group', 'fn-platform', 'fn-domain') },
  { from: { element: { type: 'fn-testing' } }, allow: to(...allFunctions) },
  { from: { element: { type: 'fn-*' }, file: { categories: 'test' } }, allow: to(...allFunctions) },
  {
    from: { element: { type: 'fn-domain' }, file: source },
    disallow: { to: { element: { types: { noneOf: ['fn-domain'] } } } },
    message: 'The domain depends on nothing but itself (the browser imports it).',
  },
  {
    from: { element: { type: 'fn-platform' }, file: source },
    disallow: to('fn-seed', 'fn-group', 'fn-testing', 'fn-entry'),
    message: 'functions/src/platform imports only the domain: code that needs a group belongs in that group.',
  },
  {
    from: { element: { type: 'fn-*' } },
    disallow: { to: { element: { type: 'web-*' } } },
    message: 'Functions never import web code.',
  },
];

/**
 * A group (admin, recipes, users…) imports platform/, domain/ and its own folder (internal, never checked).
 * Switched off, groups may import each other: the state before issue 7 moved what they shared.
 */
const groupPolicies = (enforced) => [
  {
    from: { element: { type: 'fn-group' } },
    allow: to('fn-platform', 'fn-domain', ...(enforced ? [] : ['fn-group'])),
  },
  ...(enforced
    ? [
        {
          from: { element: { type: 'fn-group' }, file: source },
          disallow: to('fn-group'),
          message:
            'A functions group never imports another (functions/src/{{to.element.captured.group}} from ' +
            'functions/src/{{from.element.captured.group}}): what two groups share moves to platform/ or domain/.',
        },
      ]
    : []),
];

const settings = {
  'boundaries/elements': elements,
  'boundaries/files': files,
  'boundaries/files-single-match': true,
  'boundaries/legacy-templates': false,
  'import/resolver': { [fileURLToPath(new URL('./tsResolver.cjs', import.meta.url))]: {} },
};

/**
 * The boundaries block. `functionsGroups` switches the group rule (kept apart in groupPolicies) on or off alone,
 * e.g. while cross-group imports are being moved to platform/.
 */
export function boundariesConfig({ functionsGroups }) {
  return [
    {
      files: ['web/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
      plugins: { boundaries },
      settings,
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            message:
              '{{from.element.types.[0]}} ({{from.element.path}}) may not import {{to.element.types.[0]}} ' +
              '({{to.element.path}}): see docs/decisions/0007-boundaries.md.',
            policies: [...webPolicies, ...functionsPolicies, ...groupPolicies(functionsGroups)],
          },
        ],
      },
    },
  ];
}
