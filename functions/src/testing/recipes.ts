/**
 * Recipes for the recipes-group tests: a valid create-form input (unique title), calls to the recipes callables and
 * to recipes-api through the Hosting rewrites (the paths the browser uses), reads of both stores, and a cleanup that
 * removes what a test created through the same delete service the product uses.
 */
import { afterAll } from 'vitest';
import { createServiceClient, createMirrorClient } from '../platform/mirror/client';
import { db } from '../platform/firebase';
import type { MirrorClient } from '../platform/mirror/types';
import '../recipes/cleanup';
import '../users/recipeCleanup';
import '../comments/recipeCleanup';
import '../activity/recipeCleanup';
import '../ratings/recipeCleanup';
import { deleteRecipe } from '../recipes/delete';
import type { RecipesDeps } from '../recipes/deps';
import type { TestUser } from './authEmulator';
import { callCallable, expectSuccess, type CallableResponse } from './callables';
import { stackEnv } from './env';
import { unique } from './factories';
import { mirrorRow, query } from './pg';
import { waitFor } from './waitFor';

/** A token the local bot-check verifier scores 0.9: passes every action. */
export const HUMAN = 'test-score-0.9';

/**
 * Categories of a test file's own (recipes-create checks that categories exist), deleted after its tests:
 * `newCategory('langtest')` makes one named from the prefix, in every language.
 */
export function testCategories(): (prefix: string) => Promise<string> {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((id) => db().collection('categories').doc(id).delete())));
  return async (prefix) => {
    const id = `${prefix}${unique()}`.toLowerCase();
    await db()
      .collection('categories')
      .doc(id)
      .set({ nameEn: id, nameHe: id, nameFr: id, nameIt: id, isPrimary: false, version: 1 });
    made.push(id);
    return id;
  };
}

export function recipeForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Test soup ${unique()}`,
    description: 'A soup a test wrote',
    categories: ['soups'],
    preparationTime: 20,
    cookingTime: 30,
    difficulty: 'easy',
    ingredients: ['2 cups red lentils', '1 onion, diced'],
    instructions: ['Fry the onion until soft', 'Simmer the lentils for 20 minutes'],
    recipeTip: 'Blend half for a creamy soup',
    tags: [],
    visibility: 'public',
    isVegan: true,
    ...overrides,
  };
}

export function newRecipeId(): string {
  return db().collection('recipes').doc().id;
}

const created = new Set<string>();

export function callRecipes<T>(name: 'create' | 'update' | 'delete', data: unknown, user?: TestUser | null) {
  return callCallable<T>(`recipes-${name}`, data, user?.idToken);
}

/** Creates a recipe as `user` through recipes-create, its calories settled; resolves to its id (remembered for cleanup). */
export async function createRecipeAs(
  user: TestUser,
  overrides: Record<string, unknown> = {},
  extra: { recipeId?: string; images?: unknown[] } = {},
): Promise<string> {
  const recipeId = extra.recipeId ?? newRecipeId();
  created.add(recipeId);
  await expectSuccess(
    callRecipes(
      'create',
      {
        recipeId,
        recipe: recipeForm(overrides),
        images: extra.images ?? [],
        botToken: HUMAN,
      },
      user,
    ),
  );
  await caloriesSettled(recipeId);
  return recipeId;
}

/**
 * Waits until calories-onRecipeWritten has written a new recipe's calories: the one write after a create that the
 * test does not make, which would otherwise race the test's own writes and reads of both stores.
 */
export async function caloriesSettled(recipeId: string): Promise<void> {
  await waitFor(async () => ((await recipeDoc(recipeId))?.caloriesStatus === 'pending' ? undefined : true), {
    timeoutMs: 60_000,
    what: `the calories of recipe ${recipeId}`,
  });
}

/**
 * Sets a recipe's counters (views, rating) in both stores, as if visitors had viewed or rated it, at its current
 * version. Setting the mirror's row alone would not last: a reconcile of the recipe's last write still in flight
 * (the calories write's) restores Firestore's values at the same version.
 */
export async function setRecipeCounters(
  recipeId: string,
  counters: { views?: number; rating?: number },
): Promise<void> {
  await db().collection('recipes').doc(recipeId).update(counters);
  for (const [column, value] of Object.entries(counters)) {
    await query(`update public.recipes set ${column} = $2 where firebase_id = $1`, [recipeId, value]);
  }
}

export function rememberRecipe(recipeId: string): void {
  created.add(recipeId);
}

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

function hostingUrl(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

/** A request through the Hosting emulator, as the browser sends it (firebase.json's rewrites route it). */
export async function api<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  {
    query: params,
    body,
    user,
  }: { query?: Record<string, string>; body?: unknown; user?: TestUser | null } = {},
): Promise<HttpAnswer<T>> {
  const search = params ? `?${new URLSearchParams(params)}` : '';
  const response = await fetch(hostingUrl(`${path}${search}`), {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (an HTML error page): the test sees the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export async function recipeDoc(recipeId: string): Promise<Record<string, unknown> | null> {
  return (await db().collection('recipes').doc(recipeId).get()).data() ?? null;
}

export function recipeRow(recipeId: string) {
  return mirrorRow('recipes', recipeId);
}

export async function recipeTags(recipeId: string): Promise<string[]> {
  const rows = await query<{ tag: string }>('select tag from recipe_tags where recipe_id = $1 order by tag', [
    recipeId,
  ]);
  return rows.map((row) => row.tag);
}

export async function tagDoc(tagId: string): Promise<Record<string, unknown> | null> {
  return (await db().collection('tags').doc(tagId).get()).data() ?? null;
}

export async function profileDoc(uid: string): Promise<Record<string, unknown> | null> {
  return (await db().collection('users').doc(uid).get()).data() ?? null;
}

/** users/{author}/followers/{follower}, as the follow feature will write it. */
export async function follow(authorUid: string, followerUid: string): Promise<void> {
  await db()
    .collection('users')
    .doc(authorUid)
    .collection('followers')
    .doc(followerUid)
    .set({ followerId: followerUid, followedAt: new Date().toISOString() });
}

/** The services with the stack's real stores (and a mirror of your choice, to inject faults). */
export function serviceDeps(mirror?: MirrorClient): RecipesDeps {
  const env = stackEnv();
  const config = { url: env.mirrorUrl, serviceKey: env.mirrorServiceKey };
  return {
    db: db(),
    mirror: mirror ?? createMirrorClient(config),
    supabase: createServiceClient(config),
    images: { delete: async () => undefined },
  };
}

/**
 * Deletes every recipe the tests created that still exists, the way recipes-delete does (tags, counts, rows). The
 * functions layer calls it after every file (deleteRecipesAfterFile.ts); a file calls it itself only where its own
 * clean-up must follow.
 */
export async function deleteCreatedRecipes(): Promise<void> {
  const deps = serviceDeps();
  for (const recipeId of created) {
    const doc = await recipeDoc(recipeId);
    const uid = typeof doc?.authorId === 'string' ? doc.authorId : null;
    if (uid) await deleteRecipe(deps, uid, recipeId, { withVersions: true });
  }
  created.clear();
}

export type { CallableResponse };
