/**
 * admin-createCategory / updateCategory / deleteCategory end to end: real HTTP to the Functions emulator with
 * Auth-emulator ID tokens, then both stores read back (Firestore via the admin SDK, Postgres via pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ACTIONS, CATEGORY_MESSAGES, type Category } from '../../domain/catalog';
import { mirrorFailureMessage } from '../../domain/errors';
import { storedRecipeSearchTerms, wordsOf } from '../../domain/recipe';
import { db } from '../../platform/firebase';
import { categoryCalls } from '../../testing/adminCalls';
import { createAdmin, createUser, type TestUser } from '../../testing/authEmulator';
import { expectFailure, expectSuccess } from '../../testing/callables';
import { categoryInput, insertRecipes, recipeDoc } from '../../testing/factories';
import { mirrorRow, query } from '../../testing/pg';

let admin: TestUser;
let member: TestUser;
const { call, create, created } = categoryCalls(() => admin);
const recipeIds: string[] = [];

async function addRecipes(recipes: Record<string, unknown>[]): Promise<string[]> {
  const ids = await insertRecipes(db(), recipes);
  recipeIds.push(...ids);
  return ids;
}

async function firestoreDoc(id: string) {
  const snapshot = await db().collection('categories').doc(id).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

async function primaryIds() {
  const firestore = (await db().collection('categories').where('isPrimary', '==', true).get()).docs.map(
    (d) => d.id,
  );
  const mirror = (
    await query<{ firebase_id: string }>('select firebase_id from categories where is_primary')
  ).map((r) => r.firebase_id);
  return { firestore: firestore.sort(), mirror: mirror.sort() };
}

beforeAll(async () => {
  [admin, member] = await Promise.all([createAdmin(db()), createUser(db())]);
});

afterAll(async () => {
  // Leave the seeded state: Main Courses primary, test categories gone.
  await call('updateCategory', {
    id: 'main-courses',
    nameEn: 'Main Courses',
    nameHe: 'מנות עיקריות',
    nameFr: 'Plats principaux',
    nameIt: 'Piatti principali',
    isPrimary: true,
  });
  for (const id of created) await call('deleteCategory', { id, replacementCategoryId: 'main-courses' });
  await Promise.all(recipeIds.map((id) => db().collection('recipes').doc(id).delete()));
});

describe('access', () => {
  it('refuses a visitor without a token', async () => {
    const failure = await expectFailure(call('createCategory', categoryInput(), null));
    expect(failure.status).toBe(401);
    expect(failure.error.status).toBe('UNAUTHENTICATED');
  });

  it('refuses a signed-in user who is not an admin, and writes nothing', async () => {
    const input = categoryInput();
    const failure = await expectFailure(call('createCategory', input, member));
    expect(failure.status).toBe(403);
    expect(failure.error.status).toBe('PERMISSION_DENIED');
    const rows = await query('select 1 from categories where name_en = $1', [input.nameEn]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a non-admin on update and delete too', async () => {
    expect(
      (await expectFailure(call('updateCategory', { id: 'soups', ...categoryInput() }, member))).status,
    ).toBe(403);
    expect((await expectFailure(call('deleteCategory', { id: 'soups' }, member))).status).toBe(403);
  });
});

describe('createCategory', () => {
  it('writes the document and its mirror row', async () => {
    const input = categoryInput({ nameEn: `  Street Food ${Date.now()} `, emoji: '🌮' });
    const { category } = await expectSuccess(call<{ category: Category }>('createCategory', input));
    created.push(category.id);

    expect(category.id).toMatch(/^street-food-\d+$/);
    const doc = await firestoreDoc(category.id);
    expect(doc).toMatchObject({
      nameEn: (input.nameEn as string).trim(),
      nameHe: input.nameHe,
      nameFr: input.nameFr,
      nameIt: input.nameIt,
      emoji: '🌮',
      isPrimary: false,
      version: category.version,
    });
    expect(doc?.createdAt).toBe(doc?.updatedAt);
    expect(new Date(doc?.createdAt as string).toISOString()).toBe(doc?.createdAt);

    const row = await mirrorRow('categories', category.id);
    // the row holds what the document holds
    expect(row).toMatchObject({
      name_en: doc?.nameEn,
      name_he: doc?.nameHe,
      name_fr: doc?.nameFr,
      name_it: doc?.nameIt,
      emoji: doc?.emoji,
      is_primary: doc?.isPrimary,
    });
    expect(Number(row?.source_version)).toBe(category.version);
    expect((row?.created_at as Date).toISOString()).toBe(doc?.createdAt);
  });

  it.each(['nameEn', 'nameHe', 'nameFr', 'nameIt'])('requires %s with the spec message', async (field) => {
    const failure = await expectFailure(call('createCategory', categoryInput({ [field]: '  ' })));
    expect(failure.status).toBe(400);
    expect(failure.error.status).toBe('INVALID_ARGUMENT');
    expect(failure.error.message).toBe('English, Hebrew, French, and Italian names are all required');
  });

  it('refuses an English name already used, ignoring case', async () => {
    const failure = await expectFailure(call('createCategory', categoryInput({ nameEn: '  SOUPS ' })));
    expect(failure.status).toBe(409);
    expect(failure.error.message).toBe(CATEGORY_MESSAGES.englishNameTaken);
  });

  it('refuses something that is not one emoji', async () => {
    const failure = await expectFailure(call('createCategory', categoryInput({ emoji: 'pizza' })));
    expect(failure.error.message).toBe(CATEGORY_MESSAGES.emojiInvalid);
  });

  it('keeps a single primary category: the new primary clears the old one in both stores', async () => {
    const category = await create({ isPrimary: true });
    expect(await primaryIds()).toEqual({ firestore: [category.id], mirror: [category.id] });
    expect((await firestoreDoc('main-courses'))?.isPrimary).toBe(false);
  });
});

describe('updateCategory', () => {
  it('renames, keeps the emoji when omitted, and raises the version in both stores', async () => {
    const category = await create({ emoji: '🥘' });
    const rename = categoryInput();
    const { category: updated } = await expectSuccess(
      call<{ category: Category }>('updateCategory', { id: category.id, ...rename, emoji: undefined }),
    );
    expect(updated.version).toBe(category.version + 1);
    expect(await firestoreDoc(category.id)).toMatchObject({
      nameEn: rename.nameEn,
      emoji: '🥘',
      createdAt: category.createdAt,
    });
    const row = await mirrorRow('categories', category.id);
    expect(row).toMatchObject({ name_en: rename.nameEn, name_it: rename.nameIt, emoji: '🥘' });
    expect(Number(row?.source_version)).toBe(updated.version);
  });

  it('allows keeping its own English name but not taking another one', async () => {
    const category = await create();
    await expectSuccess(
      call('updateCategory', {
        ...categoryInput({ nameEn: category.nameEn.toUpperCase() }),
        id: category.id,
      }),
    );
    const failure = await expectFailure(
      call('updateCategory', { ...categoryInput({ nameEn: 'desserts' }), id: category.id }),
    );
    expect(failure.error.message).toBe(CATEGORY_MESSAGES.englishNameTaken);
  });

  it('moves the primary flag', async () => {
    const category = await create();
    await expectSuccess(call('updateCategory', { ...categoryInput({ isPrimary: true }), id: category.id }));
    expect(await primaryIds()).toEqual({ firestore: [category.id], mirror: [category.id] });
  });

  it('answers not found for an unknown id', async () => {
    const failure = await expectFailure(
      call('updateCategory', { ...categoryInput(), id: 'no-such-category' }),
    );
    expect(failure.status).toBe(404);
    expect(failure.error.message).toBe(CATEGORY_MESSAGES.notFound);
  });
});

describe('deleteCategory', () => {
  it('deletes an unused category from both stores without a replacement', async () => {
    const category = await create();
    const result = await expectSuccess(call('deleteCategory', { id: category.id }));
    expect(result).toEqual({ id: category.id, movedRecipes: 0, primaryCategoryId: null });
    expect(await firestoreDoc(category.id)).toBeUndefined();
    expect(await mirrorRow('categories', category.id)).toBeNull();
  });

  it('asks for a replacement while recipes use the category, and changes nothing', async () => {
    const category = await create();
    await addRecipes([recipeDoc({ categories: [category.id], primaryCategory: category.id })]);
    const failure = await expectFailure(call('deleteCategory', { id: category.id }));
    // The callable protocol answers FAILED_PRECONDITION with HTTP 400.
    expect(failure.status).toBe(400);
    expect(failure.error.status).toBe('FAILED_PRECONDITION');
    expect(failure.error.message).toBe(
      'Cannot delete category with assigned recipes. Please select a replacement category.',
    );
    expect(failure.error.details).toMatchObject({ recipeCount: 1 });
    expect(await firestoreDoc(category.id)).toBeDefined();
    expect(await mirrorRow('categories', category.id)).not.toBeNull();
  });

  it('refuses an unknown replacement and the category itself as replacement', async () => {
    const category = await create();
    const unknown = await expectFailure(
      call('deleteCategory', { id: category.id, replacementCategoryId: 'nope-not-here' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Replacement category not found');
    const itself = await expectFailure(
      call('deleteCategory', { id: category.id, replacementCategoryId: category.id }),
    );
    expect(itself.status).toBe(400);
    expect(itself.error.message).toBe('Please select a replacement category');
  });

  it('moves the recipes to the replacement, which becomes the primary category', async () => {
    const doomed = await create();
    const replacement = await create();
    const [both, onlyDoomed, primaryOnly, untouched] = await addRecipes([
      recipeDoc({ categories: [replacement.id, doomed.id, 'soups'], primaryCategory: doomed.id }),
      recipeDoc({ categories: [doomed.id], primaryCategory: doomed.id, category: doomed.id }),
      recipeDoc({ categories: ['soups'], primaryCategory: doomed.id }),
      recipeDoc({ categories: ['soups'], primaryCategory: 'soups' }),
    ]);

    const result = await expectSuccess(
      call('deleteCategory', { id: doomed.id, replacementCategoryId: replacement.id }),
    );
    expect(result).toEqual({ id: doomed.id, movedRecipes: 3, primaryCategoryId: replacement.id });

    const recipe = async (id: string | undefined) => (await db().collection('recipes').doc(id!).get()).data();
    expect(await recipe(both)).toMatchObject({
      categories: [replacement.id, 'soups'],
      primaryCategory: replacement.id,
    });
    expect(await recipe(onlyDoomed)).toMatchObject({
      categories: [replacement.id],
      primaryCategory: replacement.id,
      category: replacement.id,
    });
    expect(await recipe(primaryOnly)).toMatchObject({
      categories: ['soups'],
      primaryCategory: replacement.id,
    });
    expect(await recipe(untouched)).toMatchObject({ categories: ['soups'], primaryCategory: 'soups' });

    // The moves went through the mirror protocol: the rows are already there when the callable answers, with the
    // searchTerms recomputed (spec 000 §3 takes keywords from the recipe's category ids).
    const movedDoc = await recipe(onlyDoomed);
    expect(movedDoc?.version).toBe(1);
    expect(movedDoc?.searchTerms).toEqual(storedRecipeSearchTerms(movedDoc ?? {}));
    const row = await mirrorRow('recipes', onlyDoomed!);
    expect(row).toMatchObject({
      categories: [replacement.id],
      primary_category: replacement.id,
      search_terms: movedDoc?.searchTerms,
    });
    expect(Number(row?.source_version)).toBe(1);
    const replacementWords = wordsOf(replacement.id);
    const doomedWord = wordsOf(doomed.id).at(-1)!;
    expect(row?.search_terms).toEqual(expect.arrayContaining(replacementWords));
    expect(row?.search_terms).not.toContain(doomedWord);
    const bothRow = await mirrorRow('recipes', both!);
    expect(bothRow).toMatchObject({
      categories: [replacement.id, 'soups'],
      primary_category: replacement.id,
    });
    expect(bothRow?.search_terms).toEqual(expect.arrayContaining([...replacementWords, 'soups']));
    expect(bothRow?.search_terms).not.toContain(doomedWord);
    expect(await mirrorRow('recipes', primaryOnly!)).toMatchObject({
      categories: ['soups'],
      primary_category: replacement.id,
    });

    expect(await firestoreDoc(doomed.id)).toBeUndefined();
    expect(await mirrorRow('categories', doomed.id)).toBeNull();
    expect(await primaryIds()).toEqual({ firestore: [replacement.id], mirror: [replacement.id] });
    expect(await firestoreDoc(replacement.id)).toMatchObject({
      isPrimary: true,
      version: replacement.version + 1,
    });
  });

  it('names the action in the mirror failure texts', () => {
    expect(mirrorFailureMessage(CATALOG_ACTIONS.deleteCategory, false)).toBe(
      'Unable to delete category: Please check your connection and try again later.',
    );
  });
});

describe('categoryRecipeCounts', () => {
  it('counts the recipes listing each category', async () => {
    const category = await create();
    await addRecipes([
      recipeDoc({ categories: [category.id] }),
      recipeDoc({ categories: ['soups', category.id] }),
    ]);
    const { counts } = await expectSuccess(
      call<{ counts: Record<string, number> }>('categoryRecipeCounts', {}),
    );
    expect(counts[category.id]).toBe(2);
    expect(typeof counts.soups).toBe('number');
  });
});
