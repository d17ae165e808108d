/** Activity items as stored and answered (domain/activity/types.ts): built from a recipe document or a feed card. */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  ACTIVITY_SUBCOLLECTION,
  activityItemId,
  type ActivityItem,
  type ActivityItemDoc,
  type ActivityRecipe,
  type ActivityType,
} from '../domain/activity';
import type { NotificationLevel } from '../domain/follows';
import type { FeedRecipe } from '../domain/feeds/types';
import { USERS_COLLECTION } from '../domain/profile';
import { notificationDoc } from '../platform/notifications/inbox';

export const activityOf = (db: Firestore, uid: string) =>
  db.collection(USERS_COLLECTION).doc(uid).collection(ACTIVITY_SUBCOLLECTION);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The card-size address of a recipe's first image, or ''. */
export function cardImage(images: unknown): string {
  const first = Array.isArray(images) ? (images[0] as Record<string, unknown> | undefined) : undefined;
  const sizes = (first?.sizes ?? {}) as Record<string, unknown>;
  return text(sizes.card) || text(first?.url);
}

/** What an item shows of a recipe: a recipe document's fields or a feed card's, each checked as it is read. */
interface RecipeFields {
  readonly title?: unknown;
  readonly images?: unknown;
  readonly primaryCategory?: unknown;
  readonly categories?: unknown;
  readonly views?: unknown;
  readonly rating?: unknown;
}

function recipePart(id: string, recipe: RecipeFields): ActivityRecipe {
  const categories = Array.isArray(recipe.categories) ? recipe.categories : [];
  return {
    id,
    title: text(recipe.title),
    image: cardImage(recipe.images),
    category: text(recipe.primaryCategory) || text(categories[0]),
    views: number(recipe.views),
    rating: number(recipe.rating),
  };
}

/** The new_recipe item a follower gets for recipes/{recipeId}. */
export function newRecipeItem(
  recipeId: string,
  recipe: Record<string, unknown>,
  level: NotificationLevel,
): ActivityItemDoc {
  const authorId = text(recipe.authorId);
  return {
    type: 'new_recipe',
    timestamp: text(recipe.createdAt) || new Date().toISOString(),
    user: { id: authorId, name: text(recipe.authorName), username: text(recipe.authorUsername) || null },
    recipe: recipePart(recipeId, recipe),
    authorId,
    recipeId,
    level,
  };
}

/** The bell's notification of the same new recipe (docs/decisions/0033): level all is an alert (pushed). */
export function newRecipeNotification(
  followerId: string,
  recipeId: string,
  recipe: Record<string, unknown>,
  level: NotificationLevel,
  now: Date,
) {
  return notificationDoc(
    {
      recipient: followerId,
      type: 'new_recipe',
      actor: { uid: text(recipe.authorId), name: text(recipe.authorName) },
      recipe: { id: recipeId, title: text(recipe.title) },
      alert: level === 'all',
    },
    now,
  );
}

/** A stored item as the feed answers it. */
export function storedItem(id: string, data: DocumentData): ActivityItem {
  const user = (data.user ?? {}) as Record<string, unknown>;
  const recipe = (data.recipe ?? {}) as Record<string, unknown>;
  return {
    id,
    type: data.type as ActivityType,
    timestamp: text(data.timestamp),
    user: { id: text(user.id), name: text(user.name), username: text(user.username) || null },
    recipe: {
      id: text(recipe.id),
      title: text(recipe.title),
      image: text(recipe.image),
      category: text(recipe.category),
      views: number(recipe.views),
      rating: number(recipe.rating),
    },
  };
}

/** A feed card of the mirror (followed_highlights) as an item of `type`. */
export function cardItem(type: ActivityType, card: FeedRecipe): ActivityItem {
  return {
    id: activityItemId(type, card.id),
    type,
    timestamp: card.createdAt,
    user: { id: card.authorId, name: card.authorName ?? '', username: card.authorUsername },
    recipe: recipePart(card.id, card),
  };
}
