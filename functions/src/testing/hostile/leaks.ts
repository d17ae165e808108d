/**
 * Attacks that go around the documents: queries and aggregations that would leak what the reader may not see,
 * collection groups across every user's subcollections, and the function-owned and invented collections that no
 * rule opens.
 */
import { collection, collectionGroup, orderBy, query, where } from 'firebase/firestore';
import { CLOSED_PATHS, RULE_PATHS } from '../collections';
import { ops, type Operation } from './operations';
import { parentOf, type Plan } from './plan';
import { seededId } from './scene';

/** Invented top-level collections: no rule names them, so nobody may touch them. */
export const inventedCollections = (run: string): string[] => [
  `${run}Invented`,
  'admin',
  'admins',
  'secrets',
  'comments',
  'notifications',
  'moderation',
  'reports',
  'bannedUsers',
  'mirrorReconcile',
];

/** Queries that would leak what the reader may not see, and the constrained ones the app runs (permitted). */
export function queries(plan: Plan): void {
  const { scene, uid, actor } = plan;
  const recipesOf = (db: Parameters<Operation>[0]) => collection(db, 'recipes');
  const isFollower = actor === scene.follower;
  const lists: [string, boolean, Operation][] = [
    ['recipes, unconstrained', false, ops.list('recipes')],
    ['recipes ordered by views', false, ops.list('recipes', orderBy('views', 'desc'))],
    ['recipes where visibility == public', true, ops.list('recipes', where('visibility', '==', 'public'))],
    ['recipes where visibility == private', false, ops.list('recipes', where('visibility', '==', 'private'))],
    [
      'recipes where visibility == followers-only',
      false,
      ops.list('recipes', where('visibility', '==', 'followers-only')),
    ],
    [
      'recipes where visibility in [public, private]',
      false,
      ops.list('recipes', where('visibility', 'in', ['public', 'private'])),
    ],
    ['recipes where visibility != public', false, ops.list('recipes', where('visibility', '!=', 'public'))],
    [
      `recipes where authorId == ${scene.victim}`,
      false,
      ops.list('recipes', where('authorId', '==', scene.victim)),
    ],
    [
      `recipes where authorId == ${scene.victim} and visibility == followers-only`,
      isFollower,
      ops.list('recipes', where('authorId', '==', scene.victim), where('visibility', '==', 'followers-only')),
    ],
    [
      `recipes where authorId == ${scene.victim} and visibility == private`,
      false,
      ops.list('recipes', where('authorId', '==', scene.victim), where('visibility', '==', 'private')),
    ],
    ['count of all recipes', false, ops.count((db) => recipesOf(db))],
    [
      'count of public recipes',
      true,
      ops.count((db) => query(recipesOf(db), where('visibility', '==', 'public'))),
    ],
    [
      'users where isAdmin == true (the first-admin check)',
      true,
      ops.list('users', where('isAdmin', '==', true)),
    ],
    [
      `count of users/${scene.victim}/private`,
      false,
      ops.count((db) => collection(db, `users/${scene.victim}/private`)),
    ],
    [
      `listen to users/${scene.victim}/private/${seededId(scene.run)}`,
      false,
      ops.listen(`users/${scene.victim}/private/${seededId(scene.run)}`),
    ],
  ];
  if (uid)
    lists.push([`recipes where authorId == ${uid}`, true, ops.list('recipes', where('authorId', '==', uid))]);
  for (const [label, permitted, run] of lists) plan.read(label, permitted, run);
  // Collection groups reach every user's subcollection at once: none is open, whatever the constraint.
  for (const name of leakableGroups()) {
    plan.read(`collection group ${name}`, false, ops.group(name));
    if (uid)
      plan.read(`collection group ${name} where uid == me`, false, ops.group(name, where('uid', '==', uid)));
  }
  plan.read(
    'count of collection group private',
    false,
    ops.count((db) => query(collectionGroup(db, 'private'))),
  );
}

/** The collection names of every declared path that is not public, and of the closed paths. */
export function leakableGroups(): string[] {
  const names = new Set<string>();
  const collectionsOf = (match: string) =>
    match.split('/').filter((segment, i) => i % 2 === 0 && !segment.startsWith('{'));
  for (const entry of RULE_PATHS) {
    if (entry.read === 'everyone') continue;
    for (const name of collectionsOf(entry.match).slice(-1)) names.add(name);
    for (const name of entry.subcollections ?? []) names.add(name);
  }
  for (const match of CLOSED_PATHS) for (const name of collectionsOf(match).slice(-1)) names.add(name);
  return [...names].sort();
}

/** Function-owned paths without a rule (and system/firstAdmin), and invented collections: closed to everyone. */
export function closedAndInvented(plan: Plan): void {
  const { scene, actor, uid } = plan;
  const invented = inventedCollections(scene.run).map((name) => `${name}/${scene.run}-doc`);
  const nested = [
    `categories/${seededId(scene.run)}/${scene.run}Invented/x`,
    `recipes/${scene.recipes.public}/${scene.run}Invented/x`,
    `usernames/${seededId(scene.run)}/claims/x`,
  ];
  for (const path of [...scene.closed, ...invented, ...nested, 'system/firstAdmin']) {
    plan.read(`get ${path}`, false, ops.get(path));
    plan.read(`list ${parentOf(path)}`, false, ops.list(parentOf(path)));
    plan.write(
      `create ${parentOf(path)}/${scene.run}-new-${actor}`,
      false,
      ops.create(`${parentOf(path)}/${scene.run}-new-${actor}`, { uid, count: 0 }),
    );
    plan.write(`merge into ${path}`, false, ops.merge(path, { uid, count: 0 }));
    plan.write(`delete ${path}`, false, ops.remove(path));
  }
  if (uid)
    plan.write(
      `create users/${uid}/${scene.run}Invented/x`,
      false,
      ops.create(`users/${uid}/${scene.run}Invented/x`, { x: 1 }),
    );
}
