import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module shared with eslint.config.mjs (no types)
import { boundariesConfig } from './boundaries.mjs';

/**
 * Lint fixtures for the import boundaries (issue 7 §5, docs/decisions/0007-boundaries.md): each forbidden import,
 * written as a file at a real path of the tree, must fail lint, and each allowed one must pass. The project's own
 * eslint.config.mjs is used, with the functions group rule switched on whatever its state there.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: boundariesConfig({ functionsGroups: true }) });
const boundaryRules = new Set(['boundaries/dependencies', 'no-restricted-imports']);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && boundaryRules.has(m.ruleId))
    .map((m) => m.message);
}

type Case = [name: string, file: string, code: string];
type ForbiddenCase = [...Case, expected: string];

const forbidden: ForbiddenCase[] = [
  [
    'a feature importing another by a relative path',
    'web/src/features/home/Fixture.tsx',
    "export { CategoryPills } from '../categories/CategoryPills';",
    'Features never import each other',
  ],
  [
    'a feature importing another by the @/ alias',
    'web/src/features/home/Fixture.tsx',
    "import { CategoryPills } from '@/features/categories/CategoryPills';\nexport { CategoryPills };",
    'Features never import each other',
  ],
  [
    'a feature importing another lazily',
    'web/src/features/home/Fixture.tsx',
    "export const pills = () => import('@/features/categories/CategoryPills');",
    'Features never import each other',
  ],
  [
    'a feature importing app/ through its barrel',
    'web/src/features/admin/Fixture.tsx',
    "export { useSession } from '@/app/session';",
    'Only app/ imports app/',
  ],
  [
    'components importing a feature',
    'web/src/components/Fixture.tsx',
    "export { HomePage } from '@/features/home/HomePage';",
    'components/ import no feature',
  ],
  [
    'components importing app/',
    'web/src/components/Fixture.tsx',
    "export { router } from '@/app/router';",
    'Only app/ imports app/',
  ],
  [
    'platform importing components through a barrel',
    'web/src/platform/Fixture.ts',
    "export { RecipeCard } from '@/components/recipe-card';",
    'platform/ imports none above it',
  ],
  [
    'web importing functions code other than the domain',
    'web/src/platform/Fixture.ts',
    "export * from '../../../functions/src/platform/errors';",
    'Web shares only the domain',
  ],
  [
    'the domain importing functions platform',
    'functions/src/domain/Fixture.ts',
    "export * from '../platform/errors.js';",
    'The domain depends on nothing but itself',
  ],
  [
    'the domain importing Firebase',
    'functions/src/domain/Fixture.ts',
    "export * from 'firebase-admin/firestore';",
    'no Firebase',
  ],
  [
    'the domain importing a Node built-in',
    'functions/src/domain/Fixture.ts',
    "export * from 'node:fs';",
    'no Node built-ins',
  ],
  [
    'functions platform importing a group',
    'functions/src/platform/Fixture.ts',
    "export * from '../content/index.js';",
    'functions/src/platform imports only the domain',
  ],
  [
    'a group importing another group',
    'functions/src/tags/Fixture.ts',
    "export * from '../content/index.js';",
    'A functions group never imports another',
  ],
  [
    'functions importing web code',
    'functions/src/recipes/Fixture.ts',
    "export * from '../../../web/src/platform/paths';",
    'Functions never import web code',
  ],
];

const allowed: Case[] = [
  [
    'a feature importing itself, platform, components and the domain',
    'web/src/features/home/Fixture.tsx',
    [
      "export { HomePage } from './HomePage';",
      "export { useSession } from '@/platform/session';",
      "export { Avatar } from '@/components/Avatar';",
      "export * from '@domain/username';",
    ].join('\n'),
  ],
  [
    'app importing features',
    'web/src/app/Fixture.tsx',
    "export { HomePage } from '@/features/home/HomePage';\nexport { CategoryPills } from '@/features/categories/CategoryPills';",
  ],
  ['components importing platform', 'web/src/components/Fixture.tsx', "export * from '@/platform/paths';"],
  [
    'a group importing its own folder, platform and the domain',
    'functions/src/content/Fixture.ts',
    "export * from './service.js';\nexport * from '../platform/errors.js';\nexport * from '../domain/time.js';",
  ],
  [
    'seeding composing a group service',
    'functions/src/seed/Fixture.ts',
    "export * from '../recipes/create.js';",
  ],
  ['the functions entry importing groups', 'functions/src/Fixture.ts', "export * from './content/index.js';"],
  [
    'a group test importing another group and the testing helpers',
    'functions/src/tags/Fixture.test.ts',
    "export * from '../content/index.js';\nexport * from '../testing/env.js';",
  ],
];

// The first lint loads the parser and both tsconfigs (seconds on a busy machine); later ones reuse them.
describe('import boundaries', { timeout: 30_000 }, () => {
  it.each(forbidden)('fail lint: %s', async (_name, file, code, expected) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain(expected);
  });

  it.each(allowed)('pass lint: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
