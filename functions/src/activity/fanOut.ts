/**
 * New recipes reach followers (001 §4 "Notification level per followed cook"; docs/decisions/0014): when
 * recipes/{id} is created, every follower of its author whose level lets the recipe through
 * (domain/activity/delivery.ts) gets users/{follower}/activity/new_recipe-{id}. Run by the trigger after the
 * create committed, never by the browser, with the same item in the follower's notification inbox (the bell; level
 * all marks it an alert, pushed to their devices). Followers who turned notifications off get neither. The item id
 * is fixed, so a repeated event rewrites the same documents.
 *
 * Followers and levels are read from Firestore (the edges under the author, the follower's notificationSettings),
 * so an unfollow stops items at once. A personalized follower's categories come from the mirror (the categories of
 * recipes they wrote or saved as favorites); when the mirror cannot answer, their languages alone decide.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { activityItemId, deliversTo, levelOf, preferredLanguages } from '../domain/activity';
import type { FollowerPreferences } from '../domain/activity';
import { FOLLOWERS_SUBCOLLECTION, NOTIFICATION_SETTINGS_SUBCOLLECTION } from '../domain/follows';
import type { NotificationLevel } from '../domain/follows';
import { newRecipePushText, wantsNotifications } from '../domain/notifications';
import { USERS_COLLECTION } from '../domain/profile';
import type { Tables } from '../platform/mirror/database.types';
import { notificationsOf } from '../platform/notifications/inbox';
import { pushToUser } from '../platform/push/devices';
import type { ActivityDeps } from './deps';
import { activityOf, newRecipeItem, newRecipeNotification } from './items';

/** Followers read and written per round (a Firestore batch holds 500 writes). */
const PAGE = 200;
/** ours: the favorites read per personalized follower for their categories. */
const FAVORITES_READ = 100;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export async function fanOutNewRecipe(
  deps: ActivityDeps,
  recipeId: string,
  recipe: Record<string, unknown>,
  now = new Date(),
): Promise<number> {
  const authorId = typeof recipe.authorId === 'string' ? recipe.authorId : '';
  if (!authorId || recipe.visibility === 'private') return 0;
  const delivered = {
    authorId,
    language: typeof recipe.language === 'string' ? recipe.language : '',
    categories: strings(recipe.categories),
    visibility: String(recipe.visibility),
  };
  const followers = deps.db.collection(USERS_COLLECTION).doc(authorId).collection(FOLLOWERS_SUBCOLLECTION);
  let written = 0;
  let after: string | null = null;
  for (;;) {
    let query = followers.orderBy(FieldPath.documentId()).select().limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) break;
    const [levels, profiles] = await Promise.all([
      levelsOf(
        deps.db,
        page.docs.map((doc) => doc.id).filter((id) => id !== authorId),
        authorId,
      ),
      profilesOf(
        deps.db,
        page.docs.map((doc) => doc.id),
      ),
    ]);
    // notifications off stops every kind, activity items included (issue 27)
    const ids = [...profiles.keys()].filter((id) => id !== authorId && wantsNotifications(profiles.get(id)));
    const personalized = ids.filter((id) => levels.get(id) === 'personalized');
    const preferences = await preferencesOf(deps, personalized, profiles);
    const batch = deps.db.batch();
    let inBatch = 0;
    const alerted: string[] = [];
    for (const id of ids) {
      const level = levels.get(id) ?? 'all';
      const prefs = preferences.get(id) ?? { languages: [], categories: [] };
      if (!deliversTo(id, level, delivered, prefs)) continue;
      const itemId = activityItemId('new_recipe', recipeId);
      batch.set(activityOf(deps.db, id).doc(itemId), newRecipeItem(recipeId, recipe, level));
      batch.set(
        notificationsOf(deps.db, id).doc(itemId),
        newRecipeNotification(id, recipeId, recipe, level, now),
      );
      inBatch += 1;
      if (level === 'all') alerted.push(id);
    }
    if (inBatch > 0) await batch.commit();
    await pushNewRecipe(deps, alerted, profiles, recipeId, recipe);
    written += inBatch;
    after = page.docs[page.docs.length - 1]?.id ?? null;
    if (page.size < PAGE) break;
  }
  return written;
}

/** Level "all": the new recipe pushed to each device of those followers, in their language, after the commit. */
async function pushNewRecipe(
  deps: ActivityDeps,
  followers: string[],
  profiles: Map<string, Record<string, unknown>>,
  recipeId: string,
  recipe: Record<string, unknown>,
) {
  const { push } = deps;
  if (!push) return;
  const link = `/recipe/${recipeId}`;
  await Promise.all(
    followers.map((id) => {
      const [name = '', title = ''] = strings([recipe.authorName, recipe.title]);
      const text = newRecipePushText(profiles.get(id)?.language, name, title);
      return pushToUser(deps.db, push, id, { ...text, link, tag: activityItemId('new_recipe', recipeId) });
    }),
  );
}

/** Each follower's level for the author (users/{follower}/notificationSettings/{author}; default all). */
async function levelsOf(db: Firestore, ids: string[], authorId: string) {
  const levels = new Map<string, NotificationLevel>();
  if (ids.length === 0) return levels;
  const refs = ids.map((id) =>
    db.collection(USERS_COLLECTION).doc(id).collection(NOTIFICATION_SETTINGS_SUBCOLLECTION).doc(authorId),
  );
  const snapshots = await db.getAll(...refs);
  snapshots.forEach((snapshot, index) => {
    levels.set(ids[index] as string, levelOf(snapshot.get('notificationLevel')));
  });
  return levels;
}

/** The followers' profiles that exist, by id. */
async function profilesOf(db: Firestore, ids: string[]) {
  const profiles = new Map<string, Record<string, unknown>>();
  if (ids.length === 0) return profiles;
  const snapshots = await db.getAll(...ids.map((id) => db.collection(USERS_COLLECTION).doc(id)));
  for (const snapshot of snapshots) if (snapshot.exists) profiles.set(snapshot.id, snapshot.data() ?? {});
  return profiles;
}

/** Personalized followers' languages (profiles) and categories (their recipes and favorites, in the mirror). */
async function preferencesOf(
  deps: ActivityDeps,
  ids: string[],
  profiles: Map<string, Record<string, unknown>>,
) {
  const preferences = new Map<string, FollowerPreferences>();
  if (ids.length === 0) return preferences;
  const favorites = new Map<string, string[]>();
  for (const id of ids) {
    favorites.set(id, strings(profiles.get(id)?.favoriteRecipes).slice(-FAVORITES_READ));
  }
  const categories = await categoriesOf(deps, ids, favorites);
  for (const id of ids) {
    preferences.set(id, {
      languages: preferredLanguages(profiles.get(id) ?? {}),
      categories: [...(categories.get(id) ?? [])],
    });
  }
  return preferences;
}

async function categoriesOf(deps: ActivityDeps, ids: string[], favorites: Map<string, string[]>) {
  const found = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  const favoriteIds = [...new Set([...favorites.values()].flat())];
  const [own, saved] = await Promise.all([
    deps.supabase.from('recipes').select('author_id, categories').in('author_id', ids),
    favoriteIds.length > 0
      ? deps.supabase.from('recipes').select('firebase_id, categories').in('firebase_id', favoriteIds)
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (own.error || saved.error) {
    logger.warn('Activity fan-out: categories unavailable, languages decide', {
      error: own.error?.message ?? saved.error?.message,
    });
    return found;
  }
  const ownRows = (own.data ?? []) as Pick<Tables<'recipes'>, 'author_id' | 'categories'>[];
  const savedRows = (saved.data ?? []) as Pick<Tables<'recipes'>, 'firebase_id' | 'categories'>[];
  for (const row of ownRows) row.categories.forEach((c) => found.get(row.author_id)?.add(c));
  const byRecipe = new Map(savedRows.map((row) => [row.firebase_id, row.categories]));
  for (const [id, recipeIds] of favorites) {
    for (const recipeId of recipeIds) byRecipe.get(recipeId)?.forEach((c) => found.get(id)?.add(c));
  }
  return found;
}
