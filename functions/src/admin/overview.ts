/**
 * /admin's overview (spec 002 §2 "Overview: counts and top lists"): users (total, active, inactive), recipes
 * (total, private, public) and the top recipes by views and by rating, read from Firestore with count queries.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AdminOverview, OverviewRecipe } from '../domain/admin';
import { TOP_LISTS } from '../domain/constants/admin';
import { USERS_COLLECTION } from '../domain/profile';
import type { RecipeVisibility } from '../domain/constants/recipe';
import { RECIPES_COLLECTION } from '../domain/recipe/types';

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

async function top(db: Firestore, field: 'views' | 'rating'): Promise<OverviewRecipe[]> {
  const snapshot = await db
    .collection(RECIPES_COLLECTION)
    .orderBy(field, 'desc')
    .limit(TOP_LISTS.recipes)
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    title: String(doc.get('title') ?? ''),
    views: num(doc.get('views')),
    rating: num(doc.get('rating')),
    totalRatings: num(doc.get('totalRatings')),
  }));
}

export async function adminOverview(db: Firestore): Promise<AdminOverview> {
  const users = db.collection(USERS_COLLECTION);
  const recipes = db.collection(RECIPES_COLLECTION);
  const visible = (visibility: RecipeVisibility) => count(recipes.where('visibility', '==', visibility));
  const [
    totalUsers,
    inactive,
    totalRecipes,
    privateRecipes,
    followers,
    publicRecipes,
    mostViewed,
    highestRated,
  ] = await Promise.all([
    count(users),
    count(users.where('isActive', '==', false)),
    count(recipes),
    visible('private'),
    visible('followers-only'),
    visible('public'),
    top(db, 'views'),
    top(db, 'rating'),
  ]);
  return {
    users: { total: totalUsers, active: totalUsers - inactive, inactive },
    recipes: { total: totalRecipes, private: privateRecipes, followers, public: publicRecipes },
    topRecipes: { mostViewed, highestRated },
  };
}
