/**
 * The hostile client's plan: every read and write an attacker can express with the firebase JS SDK, on every path
 * testing/collections.ts declares (and so firestore.rules matches), on the function-owned paths no rule matches and
 * on invented ones, each marked with what the declaration permits. Almost everything is forbidden; the few
 * permitted attempts (public reads, the owner's own data, the owner's harmless profile fields) are there so that
 * a refusal means the rules refused, not that the client could not reach the emulator.
 */
import { isDeepStrictEqual } from 'node:util';
import { increment, type DocumentData } from 'firebase/firestore';
import { recipeAccess } from '../../domain/recipe/access';
import {
  LEGACY_PROFILE_FIELDS,
  RECIPE_PROTECTED_FIELDS,
  RULE_PATHS,
  USER_PROFILE,
  rulePath,
} from '../collections';
import { ATTACKERS } from './actors';
import { closedAndInvented, queries } from './leaks';
import {
  harmlessChange,
  lastSegment,
  mayGet,
  mayList,
  ownerMayDelete,
  parentOf,
  Plan,
  type Attempt,
} from './plan';
import { ops } from './operations';
import { instancesOf, isOwned, seededId, type Scene } from './scene';

/** Reads and writes on each declared path's seeded documents, for each owner (the victim's, the other attackers'). */
function declaredPaths(plan: Plan): void {
  const { scene, uid, actor } = plan;
  const owners = [scene.victim, scene.self.unverified, scene.self.verified].filter(
    (o): o is string => o !== null,
  );
  const fresh = `${scene.run}-new-${actor}`;
  for (const entry of RULE_PATHS) {
    if (entry.read === 'visibility') continue;
    for (const owner of isOwned(entry.match) ? owners : [scene.victim]) {
      for (const path of instancesOf(entry, owner, seededId(scene.run))) {
        const isOwner = uid !== null && uid === owner;
        const newPath = `${parentOf(path)}/${fresh}`;
        const change = harmlessChange(entry);
        plan.read(`get ${path}`, mayGet(entry, uid, owner, lastSegment(path)), ops.get(path));
        plan.read(`list ${parentOf(path)}`, mayList(entry, uid, owner), ops.list(parentOf(path)));
        plan.write(`create ${newPath}`, false, ops.create(newPath, { ...entry.sample, version: 1 }));
        plan.write(`add to ${parentOf(path)}`, false, ops.add(path, { ...entry.sample, version: 1 }));
        plan.write(`overwrite ${path}`, false, ops.overwrite(path, { ...entry.sample, version: 99 }));
        plan.write(`merge into ${path}`, false, ops.merge(path, { hacked: true }));
        // the owner's own deletable documents: delete a fresh id (the seeded one is being marked read meanwhile)
        const deletable = isOwner && ownerMayDelete(entry);
        const removed = deletable ? `${newPath}-deleted` : path;
        plan.write(`delete ${removed}`, deletable, ops.remove(removed));
        plan.write(
          `update ${path} ${change ? `{${Object.keys(change).join(', ')}}` : '{hacked}'}`,
          change !== null && isOwner,
          ops.update(path, change ?? { hacked: true, version: increment(1) }),
        );
      }
    }
  }
}

/** The protected fields of profiles: one's own (isAdmin, isVerified, counters …), the victim's and each other's. */
function profiles(plan: Plan): void {
  const { scene, uid } = plan;
  const others = [scene.victim, ...ATTACKERS.map((a) => scene.self[a])].filter(
    (o): o is string => o !== null && o !== uid,
  );
  for (const other of others) {
    plan.write(`update users/${other} {isAdmin}`, false, ops.update(`users/${other}`, { isAdmin: true }));
    plan.write(
      `update users/${other} {language} (another user's harmless field)`,
      false,
      ops.update(`users/${other}`, { language: 'fr', version: increment(1) }),
    );
  }
  if (uid === null) return;
  const me = `users/${uid}`;
  const fields = { ...USER_PROFILE.protectedFields, ...LEGACY_PROFILE_FIELDS };
  for (const [field, value] of Object.entries(fields)) {
    // setting a field to the value it holds changes nothing: the attack would be allowed and mean nothing
    if (isDeepStrictEqual(scene.seeded[me]?.[field], value)) throw new Error(`${me} already holds ${field}`);
    plan.write(`update ${me} {${field}}`, false, ops.update(me, { [field]: value, version: increment(1) }));
    plan.write(
      `merge into ${me} {${field}}`,
      false,
      ops.merge(me, { [field]: value, version: increment(1) }),
    );
  }
  const harmful: [string, DocumentData][] = [
    ['isAdmin smuggled in with {language}', { language: 'he', isAdmin: true, version: increment(1) }],
    ['{language} without raising version', { language: 'fr' }],
    ['{language} raising version by 2', { language: 'fr', version: increment(2) }],
    ['{language} with version set to 1000', { language: 'fr', version: 1000 }],
    [
      '{preferences} with an isAdmin key',
      { preferences: { language: 'en', isAdmin: true }, version: increment(1) },
    ],
    ['{language} a disabled language', { language: 'de', version: increment(1) }],
    ['{contentLanguage} a map', { contentLanguage: { isAdmin: true }, version: increment(1) }],
    [
      '{contentLanguage} a list holding a map',
      { contentLanguage: [{ isAdmin: true }], version: increment(1) },
    ],
    [
      '{contentLanguage} a list holding a script',
      { contentLanguage: ['<script>alert(1)</script>'], version: increment(1) },
    ],
    [
      '{contentLanguage} a list holding 100 KB',
      { contentLanguage: ['x'.repeat(100_000)], version: increment(1) },
    ],
  ];
  for (const [label, change] of harmful) plan.write(`update ${me} ${label}`, false, ops.update(me, change));
  plan.write(
    `update ${me} {preferences} (harmless)`,
    true,
    ops.update(me, {
      preferences: { language: 'en', notifications: false, emailNotifications: true },
      version: increment(1),
    }),
  );
  plan.write(
    `batch: ${me} {language} with users/${scene.victim} {isAdmin}`,
    false,
    ops.batch([
      [me, { language: 'it', version: increment(1) }],
      [`users/${scene.victim}`, { isAdmin: true }],
    ]),
  );
  plan.write(`transaction: ${me} read, then {isAdmin}`, false, ops.transaction(me, { isAdmin: true }));
  plan.write(
    `transaction: users/${scene.victim} read, then {isAdmin}`,
    false,
    ops.transaction(`users/${scene.victim}`, { isAdmin: true }),
  );
  // follow edges and counters are the follow callables' (mirror first, counts kept with them)
  const now = { followedAt: new Date().toISOString() };
  plan.write(
    `forge a follow: users/${scene.victim}/followers/${uid}`,
    false,
    ops.create(`users/${scene.victim}/followers/${uid}`, now),
  );
  plan.write(
    `forge a follower: ${me}/followers/${scene.victim}`,
    false,
    ops.create(`${me}/followers/${scene.victim}`, now),
  );
  plan.write(
    `forge a following: ${me}/following/${scene.victim}`,
    false,
    ops.create(`${me}/following/${scene.victim}`, now),
  );
  plan.write(
    `own private data: ${me}/private/account`,
    false,
    ops.merge(`${me}/private/account`, { email: 'x@example.com' }),
  );
  // the is-following check: whoever the edge is named after may read it, there or not
  const edge = `users/${scene.victim}/followers/${uid}`;
  const edges = rulePath('users/{uid}/followers/{followerId}');
  plan.read(`get ${edge} (is-following check)`, mayGet(edges, uid, scene.victim, uid), ops.get(edge));
}

/** Recipes: reads by visibility (the server's access modes), and every field a client would like to set. */
function recipes(plan: Plan): void {
  const { scene, uid, actor } = plan;
  const viewerOf = (authorId: unknown) => ({
    uid,
    isAdmin: false,
    isFollower: actor === scene.follower && authorId === scene.victim,
  });
  for (const id of Object.values(scene.recipes)) {
    const path = `recipes/${id}`;
    const data = scene.seeded[path] as DocumentData;
    const readable =
      recipeAccess({ visibility: data.visibility, authorId: data.authorId }, viewerOf(data.authorId)) ===
      'full';
    plan.read(`get ${path}`, readable, ops.get(path));
    plan.read(`listen to ${path}`, readable, ops.listen(path));
    for (const [field, value] of Object.entries(RECIPE_PROTECTED_FIELDS)) {
      const forged = field === 'authorId' || field === 'userId' ? (uid ?? value) : value;
      plan.write(`update ${path} {${field}}`, false, ops.update(path, { [field]: forged }));
    }
    plan.write(`delete ${path}`, false, ops.remove(path));
    plan.write(
      `rate ${path} (ratings/{uid})`,
      false,
      ops.create(`${path}/ratings/${uid ?? 'guest'}`, { rating: 5 }),
    );
    plan.write(`comment on ${path}`, false, ops.add(`${path}/comments/x`, { content: 'hi', authorId: uid }));
  }
  const mine = {
    title: 'Mine',
    authorId: uid ?? 'guest',
    userId: uid ?? 'guest',
    visibility: 'public',
    version: 1,
  };
  plan.write('create a recipe as its author', false, ops.create(`recipes/${scene.run}-new-${actor}`, mine));
  plan.write('add a recipe as its author', false, ops.add('recipes/x', mine));
}

export function planAttacks(scene: Scene): Attempt[] {
  return ATTACKERS.flatMap((actor) => {
    const plan = new Plan(scene, actor);
    declaredPaths(plan);
    profiles(plan);
    recipes(plan);
    queries(plan);
    closedAndInvented(plan);
    return plan.attempts;
  });
}
