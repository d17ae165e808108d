/**
 * The shared environment of the firestore.rules tests (functions/src/rules/<collection>.rules.test.ts), in the
 * shape of firebase/quickstart-testing: initializeTestEnvironment, seeding with withSecurityRulesDisabled, one
 * context per actor. useRulesEnvironment() registers the hooks of one test file: it seeds the four actors'
 * profiles (with the follower's follow edge) before the file and deletes everything it seeded after it.
 *
 * Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=host:port (set by `firebase emulators:exec` and by the stack
 * launcher). Every document written has an id carrying a per-run prefix and is deleted afterwards; the database is
 * never cleared, so the tests can run against the shared development stack without disturbing its data.
 */
import { randomBytes } from 'node:crypto';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { readRules } from './rulesPaths';

/**
 * A project of its own on the stack's Firestore emulator (which keeps each project's documents and rules apart): the
 * documents these tests write fire none of the stack's functions, and the layer runs beside the emulator layers
 * that read the stack's project (scripts/test.mjs).
 */
const PROJECT_ID = 'demo-matkon-rules';

export type Actor = 'guest' | 'stranger' | 'owner' | 'follower' | 'admin';
export const ACTORS: readonly Actor[] = ['guest', 'stranger', 'owner', 'follower', 'admin'];

/** Expectation tables read as: actor → allowed? */
export type Expect = Record<Actor, boolean>;
export const all = (allowed: boolean): Expect => ({
  guest: allowed,
  stranger: allowed,
  owner: allowed,
  follower: allowed,
  admin: allowed,
});

export async function check(allowed: boolean, attempt: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(attempt);
  else await assertFails(attempt);
}

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the rules tests inside `firebase emulators:exec --only firestore` ' +
        'or the stack launcher (npm test).',
    );
  }
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(value.slice(at + 1)) };
}

export function actorProfile(id: string, extra: DocumentData = {}): DocumentData {
  return {
    uid: id,
    displayName: `User ${id}`,
    username: id,
    language: 'en',
    preferences: { language: 'en', notifications: true, emailNotifications: true },
    isAdmin: false,
    isVerified: false,
    emailVerified: true,
    profileComplete: true,
    recipeCount: 3,
    followerCount: 1,
    followingCount: 0,
    version: 1,
    ...extra,
  };
}

export interface RulesEnvironment {
  /** Unique per run, so ids never collide with the stack's data or an earlier run's leftovers. */
  readonly run: string;
  readonly uid: Readonly<Record<Exclude<Actor, 'guest'>, string>>;
  /** The actor's Firestore (a compat instance; the modular functions accept it). */
  db(actor: Actor): Firestore;
  /** Any signed-in user, with custom token claims if given. */
  signedIn(uid: string, claims?: Record<string, unknown>): Firestore;
  seed(docs: Record<string, DocumentData>): Promise<void>;
  readAsAdmin(path: string): Promise<DocumentData | undefined>;
}

/**
 * A context's Firestore for the modular API. @firebase/rules-unit-testing types it as the compat SDK's, though the
 * instance serves the modular functions too (its own examples call doc(context.firestore(), …)): a gap in the
 * library's types, the one place this cast stands.
 */
const modular = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

export function useRulesEnvironment(): RulesEnvironment {
  const run = `rt${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const uid = {
    owner: `${run}-owner`,
    follower: `${run}-follower`,
    stranger: `${run}-stranger`,
    admin: `${run}-admin`,
  };
  const seeded: string[] = [];
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('the rules test environment is used before its beforeAll ran');
    return env;
  };
  const contextOf = (actor: Actor): RulesTestContext =>
    actor === 'guest' ? current().unauthenticatedContext() : current().authenticatedContext(uid[actor]);
  const asAdmin = (work: (admin: Firestore) => Promise<void>) =>
    current().withSecurityRulesDisabled((context) => work(modular(context)));

  const environment: RulesEnvironment = {
    run,
    uid,
    db: (actor) => modular(contextOf(actor)),
    signedIn: (id, claims) => modular(current().authenticatedContext(id, claims)),
    seed: (docs) =>
      asAdmin(async (admin) => {
        for (const [path, data] of Object.entries(docs)) {
          seeded.push(path);
          await setDoc(doc(admin, path), data);
        }
      }),
    readAsAdmin: async (path) => {
      let data: DocumentData | undefined;
      await asAdmin(async (admin) => {
        data = (await getDoc(doc(admin, path))).data();
      });
      return data;
    },
  };

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...emulatorHost(), rules: readRules() },
    });
    await environment.seed({
      [`users/${uid.owner}`]: actorProfile(uid.owner, { emailVerified: false }),
      [`users/${uid.follower}`]: actorProfile(uid.follower),
      [`users/${uid.stranger}`]: actorProfile(uid.stranger),
      [`users/${uid.admin}`]: actorProfile(uid.admin, { isAdmin: true }),
      [`users/${uid.owner}/followers/${uid.follower}`]: { followedAt: new Date().toISOString() },
      [`users/${uid.follower}/following/${uid.owner}`]: { followedAt: new Date().toISOString() },
      [`users/${uid.owner}/private/account`]: { email: 'owner@example.com', searchHistory: ['soup'] },
      [`users/${uid.owner}/notificationSettings/${uid.stranger}`]: { level: 'all' },
    });
  });

  afterAll(async () => {
    if (!env) return;
    await asAdmin(async (admin) => {
      for (const path of seeded.reverse()) await deleteDoc(doc(admin, path));
    });
    await env.cleanup();
  });

  return environment;
}
