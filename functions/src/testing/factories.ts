/**
 * Data factories with overrides (bulletproof-react style). Names carry a unique suffix so tests can run against a
 * stack that already holds the seeded reference data and each other's leftovers.
 */
import type { Firestore } from 'firebase-admin/firestore';

let sequence = 0;

/** A short suffix unique within this test run. */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

export function categoryInput(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    nameEn: `Test Category ${suffix}`,
    nameHe: `קטגוריה ${suffix}`,
    nameFr: `Catégorie ${suffix}`,
    nameIt: `Categoria ${suffix}`,
    emoji: '🧪',
    ...overrides,
  };
}

/** A dietary option with a unique, valid fieldName (isTest<suffix>). */
export function dietaryOptionInput(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    nameEn: `Test Option ${suffix}`,
    nameHe: `אפשרות ${suffix}`,
    nameFr: `Option ${suffix}`,
    nameIt: `Opzione ${suffix}`,
    fieldName: `isTest${suffix.replace(/[^A-Za-z0-9]/g, '')}`,
    ...overrides,
  };
}

/** A recipe document as the recipe issue stores it (only the fields these tests need, plus overrides). */
/** A complete recipe image as the media domain describes it, stored under recipes/{recipeId}/{name}. */
export function recipeImage(recipeId: string, name = 'a') {
  const url = `https://res.example.com/recipes/${recipeId}/${name}.jpg`;
  return {
    url,
    sizes: { thumbnail: url, card: url, detail: url, full: url },
    originalUrl: url,
    publicId: `recipes/${recipeId}/${name}`,
    width: 800,
    height: 600,
    format: 'jpg',
  };
}

export function recipeDoc(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    title: `Test recipe ${suffix}`,
    description: 'A recipe written by a test',
    ingredients: ['1 cup of water'],
    instructions: ['Boil the water'],
    categories: [] as string[],
    primaryCategory: null as string | null,
    difficulty: 'medium',
    visibility: 'public',
    isVegan: false,
    isVegetarian: false,
    isGlutenFree: false,
    isKosher: false,
    authorId: 'test-author',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Writes recipes straight to Firestore (recipes are not created through a function yet); returns their ids. */
export async function insertRecipes(db: Firestore, recipes: Record<string, unknown>[]): Promise<string[]> {
  const batch = db.batch();
  const ids = recipes.map((recipe) => {
    const ref = db.collection('recipes').doc();
    batch.set(ref, recipe);
    return ref.id;
  });
  await batch.commit();
  return ids;
}
