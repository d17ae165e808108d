/**
 * firestore.rules and testing/collections.ts name the same paths, and every declared collection has its rules
 * test: a collection added to the rules (or to the declaration) alone fails here and in the hostile client.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSED_PATHS, RULE_PATHS } from '../testing/collections';
import {
  assertRulesMatchDeclaration,
  compareWithDeclaration,
  matchPaths,
  readRules,
} from '../testing/rulesPaths';

describe('the declaration of collections (testing/collections.ts)', () => {
  it('names exactly the match paths of firestore.rules', () => {
    assertRulesMatchDeclaration();
  });

  it('reads nested matches, and braces in comments and strings do not confuse it', () => {
    const rules = `service cloud.firestore {
      match /databases/{database}/documents {
        function f(v) { return v.matches('^[a-z]{2,3}$') && {'a': 1}.size() == 1; } // a { in a comment
        match /a/{id} { allow read: if true;
          match /b/{other=**} { allow read: if "}" == "}"; }
        }
        match /c/{id}/d/{x} { allow read: if false; }
      }
    }`;
    expect(matchPaths(rules)).toEqual(['a/{id}', 'a/{id}/b/{other=**}', 'c/{id}/d/{x}']);
  });

  it('reports a collection the rules match but nobody declared, and a declared one the rules lost', () => {
    const rules = readRules();
    const added = rules.replace(
      /\n\s*\}\s*\n\s*\}\s*$/,
      '\n    match /giveaways/{id} { allow read, write: if true; }\n  }\n}\n',
    );
    expect(compareWithDeclaration(added).undeclared).toEqual(['giveaways/{id}']);
    const withoutTags = rules.replace(/match \/tags\/\{tagId\}/, 'match /tagz/{tagId}');
    expect(compareWithDeclaration(withoutTags).withoutRule).toEqual(['tags/{tagId}']);
  });

  it('declares closed only paths that no rule matches', () => {
    expect(compareWithDeclaration(readRules()).closedButMatched).toEqual([]);
    expect(CLOSED_PATHS.length).toBeGreaterThan(0);
  });

  it.each([...new Set(RULE_PATHS.map((entry) => entry.match.split('/')[0] as string))])(
    '%s has its rules test',
    (name) => {
      // collections nobody reads are covered by closedCollections.rules.test.ts
      const nobodyReads = RULE_PATHS.filter((e) => e.match.startsWith(`${name}/`)).every(
        (e) => e.read === 'nobody',
      );
      const file = nobodyReads ? 'closedCollections.rules.test.ts' : `${name}.rules.test.ts`;
      expect(existsSync(join(__dirname, file)), file).toBe(true);
    },
  );
});
