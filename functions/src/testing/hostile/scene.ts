/**
 * The world the hostile client attacks: a victim (a user none of the attackers is) with a profile, private data,
 * followers, subcollections and recipes of every visibility; the attackers' own profiles and private data; and a
 * document at every declared path (testing/collections.ts), all seeded with the admin SDK under a per-run prefix
 * and deleted afterwards. The verified attacker follows the victim (so followers-only recipes are theirs to read).
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import { db as adminDb } from '../../platform/firebase';
import { actorProfile } from '../rulesEnvironment';
import { CLOSED_PATHS, RULE_PATHS, type RulePath } from '../collections';
import type { Attacker } from './actors';

export interface Scene {
  readonly run: string;
  readonly victim: string;
  /** Each attacker's uid (null for the guest). */
  readonly self: Readonly<Record<Attacker, string | null>>;
  /** The attacker who follows the victim. */
  readonly follower: Attacker;
  readonly recipes: Readonly<Record<'public' | 'followers' | 'private' | 'legacy' | 'attackers', string>>;
  /** The seeded document of each CLOSED_PATHS entry (a rating sits on the victim's public recipe). */
  readonly closed: readonly string[];
  /** Every seeded document by path, as seeded. */
  readonly seeded: Readonly<Record<string, DocumentData>>;
}

/** The id of the seeded document at a declared path's last wildcard. */
export const seededId = (run: string): string => `${run}-doc`;

/**
 * A declared path with its wildcards filled: `{uid}` (the owner's wildcard, by the declaration's convention) with
 * `owner`, `{name=**}` with `sub/<id>` (or `<id>` alone), any other with `id`.
 */
export function fill(match: string, owner: string, id: string, sub?: string): string {
  return match
    .replace(/\{[^}=]+=\*\*\}/g, sub ? `${sub}/${id}` : id)
    .replace(/\{uid\}/g, owner)
    .replace(/\{[^}]+\}/g, id);
}

export const isOwned = (match: string): boolean => match.includes('{uid}');

/** The concrete documents of a declared (non-recipe) path for one owner: one per subcollection under a `**`. */
export function instancesOf(entry: RulePath, owner: string, id: string): string[] {
  const subs = entry.subcollections ?? [undefined];
  return subs.map((sub) => fill(entry.match, owner, id, sub));
}

export function describeScene(run: string, self: Record<Attacker, string | null>): Scene {
  const victim = `${run}-victim`;
  const owners = [victim, self.unverified, self.verified].filter((uid): uid is string => uid !== null);
  const recipes = {
    public: `${run}-public`,
    followers: `${run}-followers`,
    private: `${run}-private`,
    legacy: `${run}-legacy`,
    attackers: `${run}-attackers`,
  };
  const seeded: Record<string, DocumentData> = {};
  for (const entry of RULE_PATHS) {
    if (entry.read === 'visibility') continue;
    for (const owner of isOwned(entry.match) ? owners : [victim]) {
      for (const path of instancesOf(entry, owner, seededId(run))) seeded[path] = { ...entry.sample };
    }
  }
  // emailVerified false throughout, so that the attack setting it true is a change (the field is the functions')
  for (const owner of owners) seeded[`users/${owner}`] = actorProfile(owner, { emailVerified: false });
  const follower = 'verified' as const;
  if (self[follower]) seeded[`users/${victim}/followers/${self[follower]}`] = { followedAt: '2024-01-01' };
  const recipe = (title: string, authorId: string, visibility?: string): DocumentData => ({
    title,
    authorId,
    userId: authorId,
    ...(visibility ? { visibility } : {}),
    rating: 4,
    totalRatings: 2,
    views: 10,
    // settled: a pending recipe would be written by calories-onRecipeWritten, not by the attackers
    caloriesStatus: 'calculated',
    calories: 320,
    version: 1,
  });
  seeded[`recipes/${recipes.public}`] = recipe('Public soup', victim, 'public');
  seeded[`recipes/${recipes.followers}`] = recipe('Followers soup', victim, 'followers-only');
  seeded[`recipes/${recipes.private}`] = recipe('Private soup', victim, 'private');
  seeded[`recipes/${recipes.legacy}`] = recipe('Legacy soup', victim);
  seeded[`recipes/${recipes.attackers}`] = recipe(
    'The verified attacker’s soup',
    self.verified ?? victim,
    'private',
  );
  const closed = CLOSED_PATHS.map((match) =>
    fill(match.replace('{recipeId}', recipes.public), victim, seededId(run)),
  );
  for (const path of closed) seeded[path] = { count: 1 };
  return { run, victim, self, follower, recipes, closed, seeded };
}

export async function seedScene(scene: Scene): Promise<void> {
  const db = adminDb();
  await Promise.all(Object.entries(scene.seeded).map(([path, data]) => db.doc(path).set(data)));
}

/** The seeded documents that differ from what was seeded (or are gone), with what they now hold. */
export async function changedSince(
  scene: Scene,
  skip: (path: string) => boolean,
): Promise<{ path: string; now: DocumentData | undefined }[]> {
  const db = adminDb();
  const paths = Object.keys(scene.seeded).filter((path) => !skip(path));
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return snapshots
    .map((snapshot, i) => ({ path: paths[i] as string, now: snapshot.data() }))
    .filter(({ path, now }) => !isDeepStrictEqual(now, scene.seeded[path]));
}

/** Deletes every seeded document and whatever a permitted or forbidden write added under the run's ids. */
export async function clearScene(scene: Scene, extra: readonly string[]): Promise<void> {
  const db = adminDb();
  await Promise.all([...Object.keys(scene.seeded), ...extra].map((path) => db.doc(path).delete()));
}
