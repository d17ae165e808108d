/**
 * Hosting's rewrites against the contracts (decision 0047): every HTTP contract's path reaches, by the first rewrite
 * that matches it (Hosting's order), a function of the group that declares serving it; every function a rewrite
 * names serves a contract; every callable's group is a deployed group (`<group>-<name>` is called by name).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLABLE_CONTRACTS, HTTP_CONTRACTS } from '../domain/contracts';

const root = join(__dirname, '../../..');

interface Rewrite {
  /** A glob, or `regex` (RE2) instead. */
  readonly source?: string;
  readonly regex?: string;
  readonly function?: { readonly functionId: string };
}

const rewrites = (
  JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } }
).hosting.rewrites;

/** The groups functions/src/index.ts deploys (`export * as <group>`), each as `<group>-<export>`. */
const deployedGroups = [
  ...readFileSync(join(root, 'functions/src/index.ts'), 'utf8').matchAll(/^export \* as (\w+) from/gm),
].map((match) => match[1]);

/** Functions that answer browsers and crawlers with pages, robots.txt and the sitemap: plain routes, no contract. */
const PAGE_FUNCTIONS = ['seo-recipePage', 'seo-pages', 'seo-site'];

/** Hosting's glob: `**` any depth, `*` one segment. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

const patternOf = (rewrite: Rewrite) =>
  rewrite.regex ? new RegExp(rewrite.regex, 'u') : globToRegExp(rewrite.source ?? '');

/** A contract's path as a request would have it (`:name` captures filled in). */
const concrete = (path: string) => path.replace(/:[^/]+/g, 'x');

/** The function Hosting hands a path to: the first matching rewrite's (a static file or the app otherwise). */
function functionFor(path: string): string | undefined {
  return rewrites.find((rewrite) => patternOf(rewrite).test(concrete(path)))?.function?.functionId;
}

describe("Hosting's rewrites and the contracts", () => {
  it.each(HTTP_CONTRACTS.map((contract) => [contract.key, contract] as const))(
    '%s reaches a function of the group that serves it',
    (_key, contract) => {
      expect(deployedGroups).toContain(contract.group);
      expect(functionFor(contract.path)).toMatch(new RegExp(`^${contract.group}-\\w+$`));
    },
  );

  it('sends no path to a function that serves no contract', () => {
    const served = new Set(HTTP_CONTRACTS.map((contract) => functionFor(contract.path)));
    const named = rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function.functionId] : []));
    const idle = [...new Set(named)].filter((id) => !served.has(id) && !PAGE_FUNCTIONS.includes(id));
    expect(idle).toEqual([]);
  });

  it.each(CALLABLE_CONTRACTS.map((contract) => [contract.name, contract] as const))(
    '%s is named after a deployed group',
    (name, contract) => {
      expect(name.startsWith(`${contract.group}-`)).toBe(true);
      expect(deployedGroups).toContain(contract.group);
    },
  );
});
