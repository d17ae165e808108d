/**
 * firestore.rules: collections without a rule are closed to everyone (DESIGN §6, §9).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { beforeAll, describe, it } from 'vitest';
import { CLOSED_COLLECTIONS, RULE_PATHS } from '../testing/collections';
import { ops } from '../testing/hostile/operations';
import { ACTORS, useRulesEnvironment } from '../testing/rulesEnvironment';

const { db, run, seed } = useRulesEnvironment();

describe('collections without a rule are closed to everyone, admins included', () => {
  // The function-owned collections without a rule and those whose rule reads `nobody` (system/firstAdmin is the
  // claim that makes /create-admin atomic: nobody may forge or clear it), from testing/collections.ts; then
  // collections nobody declared.
  const closed = [
    ...CLOSED_COLLECTIONS,
    ...RULE_PATHS.filter((entry) => entry.read === 'nobody').map(
      (entry) => entry.match.split('/')[0] as string,
    ),
    'mirrorReconcile',
    'bannedUsers',
    `${run}AnythingElse`,
  ];

  beforeAll(async () => {
    await seed(Object.fromEntries(closed.map((name) => [`${name}/${run}`, { count: 1 }])));
  });

  describe.each(closed)('%s', (name) => {
    it.each(ACTORS)('%s may not read, list or write', async (actor) => {
      const path = `${name}/${run}`;
      await assertFails(ops.get(path)(db(actor)));
      await assertFails(ops.list(name)(db(actor)));
      await assertFails(ops.create(`${path}-new`, { count: 1 })(db(actor)));
      await assertFails(ops.update(path, { count: 0 })(db(actor)));
      await assertFails(ops.remove(path)(db(actor)));
    });
  });
});
