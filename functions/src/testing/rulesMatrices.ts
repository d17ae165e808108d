/**
 * The allow/deny matrices that several collections share, each run by the collection's own rules test file
 * (functions/src/rules/<collection>.rules.test.ts) against its environment.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { increment, type DocumentData } from 'firebase/firestore';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, it } from 'vitest';
import { collectionRule, type RulePath } from './collections';
import { ops } from './hostile/operations';
import { ACTORS, type Actor, type RulesEnvironment } from './rulesEnvironment';

/** The declared entry of `name`, checked to be `read` by those it says and written by functions only. */
function functionWritten(name: string, read: RulePath['read']): RulePath {
  const entry = collectionRule(name);
  if (entry.read !== read || entry.write !== 'none')
    throw new Error(
      `${name} is declared ${entry.read}/${entry.write}, not ${read}/none (written by functions)`,
    );
  return entry;
}

async function expectUnchanged(rules: RulesEnvironment, path: string, entry: RulePath): Promise<void> {
  const data = await rules.readAsAdmin(path);
  if (!isDeepStrictEqual(data, entry.sample)) throw new Error(`${path} changed: ${JSON.stringify(data)}`);
}

interface FunctionWrittenMatrix {
  /** Who reads and who writes, for the describe's title. */
  readonly title: string;
  readonly mayRead: (actor: Actor) => boolean;
  /** What a client tries to create and to change: refused to every actor. */
  readonly create: DocumentData;
  readonly update: DocumentData;
}

/**
 * A collection only functions write: each actor gets a seeded document and lists the collection (allowed or
 * refused as `mayRead` says), and may not create, update or delete; the seeded document stays as it was.
 */
function describeFunctionWritten(
  rules: RulesEnvironment,
  name: string,
  entry: RulePath,
  matrix: FunctionWrittenMatrix,
): void {
  const { db, run, seed } = rules;

  describe(`${name} (${matrix.title})`, () => {
    const id = `${run}-${name}`;

    beforeAll(async () => {
      await seed({ [`${name}/${id}`]: { ...entry.sample } });
    });

    describe.each(ACTORS)('%s', (actor) => {
      // each read is awaited as it starts: a refusal left pending would be an unhandled rejection
      const expectRead = matrix.mayRead(actor) ? assertSucceeds : assertFails;
      const may = matrix.mayRead(actor) ? 'may' : 'may not';
      const path = `${name}/${id}`;
      it(`${may} get a document`, async () => {
        await expectRead(ops.get(path)(db(actor)));
      });
      it(`${may} list the collection`, async () => {
        await expectRead(ops.list(name)(db(actor)));
      });
      it(`may not create a document`, async () => {
        await assertFails(ops.create(`${path}-new`, matrix.create)(db(actor)));
      });
      it(`may not update a document`, async () => {
        await assertFails(ops.update(path, matrix.update)(db(actor)));
      });
      it(`may not delete a document`, async () => {
        await assertFails(ops.remove(path)(db(actor)));
      });
    });

    it('still holds the seeded document unchanged', async () => {
      await expectUnchanged(rules, `${name}/${id}`, entry);
    });
  });
}

/** Reference data (categories, dietaryOptions, settings, content): read by all, written by functions only. */
export function describeReferenceData(rules: RulesEnvironment, name: string): void {
  describeFunctionWritten(rules, name, functionWritten(name, 'everyone'), {
    title: 'read by all, written by functions only',
    mayRead: () => true,
    create: { nameEn: 'New', version: 1 },
    update: { nameEn: 'Changed', version: increment(1) },
  });
}

/** What the recipe functions count (tags, ingredients, instructionTemplates): read by all, written by them only. */
export function describeRecipeCounters(rules: RulesEnvironment, name: string): void {
  describeFunctionWritten(rules, name, functionWritten(name, 'everyone'), {
    title: 'read by all, written by the recipe functions only',
    mayRead: () => true,
    create: { tag: 'x', count: 1 },
    update: { count: increment(1), usageCount: increment(1) },
  });
}

/** What only admins read and only functions write (the trend periods of weeklyUserTrends, monthlyUserTrends). */
export function describeAdminReadOnly(rules: RulesEnvironment, name: string): void {
  describeFunctionWritten(rules, name, functionWritten(name, 'admin'), {
    title: 'read by admins, written by functions only',
    mayRead: (actor) => actor === 'admin',
    create: { totalNewConnections: 1 },
    update: { totalNewConnections: increment(100) },
  });
}
