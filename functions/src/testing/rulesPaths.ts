/**
 * The `match` paths of firestore.rules, nesting resolved, below /databases/{database}/documents, compared with the
 * declaration in testing/collections.ts (both ways): what the rules tests and the hostile client check first.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLOSED_PATHS, RULE_PATHS } from './collections';

export const REPOSITORY_RULES_PATH = resolve(__dirname, '../../../firestore.rules');
// MATKON_FIRESTORE_RULES: test a variant of the rules (e.g. to check that a weakened rule makes the tests fail).
export const RULES_PATH = process.env.MATKON_FIRESTORE_RULES ?? REPOSITORY_RULES_PATH;

/** The rules under test (the variant if one is given). */
export function readRules(path: string = RULES_PATH): string {
  return readFileSync(path, 'utf8');
}

const ROOT = '/databases/{database}/documents';

/** Every `match` path of a rules file, each joined with its enclosing matches (`users/{uid}/private/{document}`). */
export function matchPaths(rules: string): string[] {
  // Comments and string literals may hold braces (regular expressions like '^[a-z]{2,3}$'): drop them first.
  const code = rules.replace(/\/\/[^\n]*/g, '').replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
  const token = /match\s+((?:\/(?:\{[^}]*\}|[^/\s{}]+))+)\s*\{|\{|\}/g;
  // One entry per open brace: the match path it opened, or null for a function body or a map literal.
  const open: (string | null)[] = [];
  const found: string[] = [];
  for (const [text, path] of code.matchAll(token)) {
    if (path !== undefined) {
      const parent = [...open].reverse().find((p) => p !== null) ?? '';
      const full = `${parent}${path}`;
      open.push(full);
      if (full.startsWith(`${ROOT}/`)) found.push(full.slice(ROOT.length + 1));
    } else if (text === '{') open.push(null);
    else open.pop();
  }
  return found;
}

/** A path with its wildcard names dropped: `users/{uid}/{document=**}` → `users/{}/{**}`. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}=]*=\*\*\}/g, '{**}').replace(/\{[^}]*\}/g, '{}');
}

export interface DeclarationMismatch {
  /** Paths the rules match that testing/collections.ts does not declare. */
  readonly undeclared: string[];
  /** Declared paths the rules do not match. */
  readonly withoutRule: string[];
  /** Declared as closed (no rule) although the rules match them. */
  readonly closedButMatched: string[];
}

export function compareWithDeclaration(rules: string): DeclarationMismatch {
  const matched = matchPaths(rules);
  const matchedShapes = new Set(matched.map(pathShape));
  const declaredShapes = new Set(RULE_PATHS.map((entry) => pathShape(entry.match)));
  return {
    undeclared: matched.filter((path) => !declaredShapes.has(pathShape(path))),
    withoutRule: RULE_PATHS.map((entry) => entry.match).filter((path) => !matchedShapes.has(pathShape(path))),
    closedButMatched: CLOSED_PATHS.filter((path) => matchedShapes.has(pathShape(path))),
  };
}

/** Throws a message naming each difference between the rules and the declaration. */
export function assertRulesMatchDeclaration(rules: string = readRules()): void {
  const { undeclared, withoutRule, closedButMatched } = compareWithDeclaration(rules);
  const problems = [
    ...undeclared.map(
      (p) => `firestore.rules matches ${p}, which functions/src/testing/collections.ts does not declare`,
    ),
    ...withoutRule.map(
      (p) => `functions/src/testing/collections.ts declares ${p}, which firestore.rules does not match`,
    ),
    ...closedButMatched.map((p) => `${p} is declared closed (CLOSED_PATHS) but firestore.rules matches it`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
