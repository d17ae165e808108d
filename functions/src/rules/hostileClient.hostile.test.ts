/**
 * A hostile client (issue 8 §1): a guest, an unverified and a verified user, signed in with the real firebase JS
 * SDK against the stack's Auth and Firestore emulators, try every read and write the SDK can express on every path
 * of testing/collections.ts (which must name exactly the rules' `match` paths), on function-owned and invented
 * collections, and through leaking queries. 0 forbidden attempts may be allowed; the figures go to
 * test-output/hostile-client.json for the README.
 *
 * MATKON_FIRESTORE_RULES=<file> attacks a variant of the rules (the repository's rules are restored afterwards).
 */
import { randomBytes } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_PROFILE } from '../testing/collections';
import {
  ATTACKERS,
  loadRules,
  signInActor,
  type Attacker,
  type SignedInActor,
} from '../testing/hostile/actors';
import { planAttacks } from '../testing/hostile/attacks';
import { formatSummary, runAttempts, summarize, writeSummary, type Summary } from '../testing/hostile/report';
import { changedSince, clearScene, describeScene, seedScene, type Scene } from '../testing/hostile/scene';
import { assertRulesMatchDeclaration, readRules, REPOSITORY_RULES_PATH } from '../testing/rulesPaths';
import { db as adminDb } from '../platform/firebase';

const run = `hc${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const actors = {} as Record<Attacker, SignedInActor>;
let scene: Scene;
let summary: Summary;
const leftovers: string[] = [];

describe('a hostile client with the firebase JS SDK', () => {
  beforeAll(async () => {
    // permission-denied is the expected answer: the SDK would log each one
    setLogLevel('silent');
    await loadRules(readRules());
    await Promise.all(ATTACKERS.map(async (name) => (actors[name] = await signInActor(name, run))));
    scene = describeScene(run, {
      guest: null,
      unverified: actors.unverified.uid,
      verified: actors.verified.uid,
    });
    await seedScene(scene);
  }, 60000);

  afterAll(async () => {
    if (scene) await clearScene(scene, leftovers);
    await Promise.all(Object.values(actors).map((actor) => actor.close()));
    await loadRules(readRules(REPOSITORY_RULES_PATH));
  }, 60000);

  it('attacks exactly the paths firestore.rules matches (testing/collections.ts)', () => {
    assertRulesMatchDeclaration();
  });

  it('has every forbidden read and write refused, and every permitted one allowed', async () => {
    const started = Date.now();
    const attempts = planAttacks(scene);
    const outcomes = await runAttempts(attempts, (actor) => actors[actor].lanes);
    for (const { value } of outcomes) {
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string' && path.includes('/')) leftovers.push(path);
    }
    summary = summarize(outcomes, Math.round((Date.now() - started) / 100) / 10);
    console.log(`${formatSummary(summary)}\n  figures: ${writeSummary(summary)}`);

    expect(summary.errors).toEqual([]);
    expect(summary.holes).toEqual([]);
    expect(summary.permittedRefused).toEqual([]);
    // a guest, an unverified and a verified user each made hundreds of attempts
    for (const actor of ATTACKERS) expect(summary.byActor[actor].attempts).toBeGreaterThan(200);
  }, 120000);

  it("leaves every seeded document as it was (the attackers' own harmless profile fields aside)", async () => {
    const own = new Set(
      ATTACKERS.map((a) => scene.self[a])
        .filter(Boolean)
        .map((uid) => `users/${uid}`),
    );
    // an attacker's own comment notifications were marked read, and the lines of their own household's list
    // checked off (both permitted); every other field stays
    const markedRead = (path: string) =>
      [...own].some((me) => path.startsWith(`${me}/commentNotifications/`));
    const checkedOff = (path: string) =>
      [...own].some((me) => path.startsWith(`households/${me.slice('users/'.length)}/shoppingLines/`));
    expect(
      await changedSince(scene, (path) => own.has(path) || markedRead(path) || checkedOff(path)),
    ).toEqual([]);
    for (const path of own) {
      const now = (await adminDb().doc(path).get()).data() ?? {};
      const before = scene.seeded[path] ?? {};
      for (const field of Object.keys(USER_PROFILE.protectedFields))
        expect(now[field], `${path} ${field}`).toEqual(before[field]);
    }
  });
});
