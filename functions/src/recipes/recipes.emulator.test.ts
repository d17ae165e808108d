/**
 * recipes-create and recipes-update end to end: real HTTP to the Functions emulator with Auth-emulator ID tokens,
 * then both stores read back (Firestore through the admin SDK, Postgres through pg).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { expectFailure, expectSuccess } from '../testing/callables';
import { mirrorRow, query } from '../testing/pg';
import {
  HUMAN,
  callRecipes,
  createRecipeAs,
  newRecipeId,
  profileDoc,
  recipeDoc,
  recipeForm,
  recipeRow,
  recipeTags,
  rememberRecipe,
  tagDoc,
} from '../testing/recipes';
import { waitFor } from '../testing/waitFor';
import { unique } from '../testing/factories';

let author: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [author, stranger, admin] = await Promise.all([
    createUser(db(), { profile: { displayName: 'Author Person', username: `author_${unique()}` } }),
    createUser(db()),
    createAdmin(db()),
  ]);
});

describe('recipes-create', () => {
  it('stores the cleaned recipe in both stores, counts it for the author and its tags', async () => {
    const tag = `tag${unique()}`;
    const recipeId = newRecipeId();
    rememberRecipe(recipeId);
    const { id } = await expectSuccess(
      callRecipes<{ id: string }>(
        'create',
        {
          recipeId,
          recipe: recipeForm({
            title: `  <b>Lentil soup</b> ${'x'.repeat(120)}`,
            categories: ['soups', 'vegan', 'vegetarian', 'salads'],
            tags: [`#${tag.toUpperCase()}`, tag],
            preparationTime: '25',
            isGlutenfree: true,
            isAdmin: true,
          }),
          images: [],
          botToken: HUMAN,
        },
        author,
      ),
    );
    expect(id).toBe(recipeId);

    const doc = await recipeDoc(recipeId);
    expect(doc).toMatchObject({
      title: `Lentil soup ${'x'.repeat(88)}`,
      categories: ['soups', 'vegan', 'vegetarian'],
      primaryCategory: 'soups',
      tags: [tag],
      preparationTime: 25,
      visibility: 'public',
      isVegan: true,
      isVegetarian: false,
      isKosher: false,
      isGlutenFree: false,
      authorId: author.uid,
      userId: author.uid,
      authorName: 'Author Person',
      creationMethod: 'manual',
      views: 0,
      shareCount: 0,
      // calories-onRecipeWritten may already have written the calories (one more version)
      caloriesStatus: expect.toBeOneOf(['pending', 'calculated']),
      language: 'en',
      detectedLanguage: 'en',
      version: expect.toBeOneOf([1, 2]),
    });
    expect(doc).not.toHaveProperty('isAdmin');
    expect(doc).not.toHaveProperty('isGlutenfree');
    expect((doc?.searchTerms as string[]).length).toBeLessThanOrEqual(30);

    const row = await recipeRow(recipeId);
    expect(row).toMatchObject({
      author_id: author.uid,
      title: doc?.title,
      categories: ['soups', 'vegan', 'vegetarian'],
      primary_category: 'soups',
      tags: [tag],
      visibility: 'public',
      is_vegan: true,
      preparation_time: 25,
      language: 'en',
      dietary: { isKosher: false, isVegan: true, isVegetarian: false, isGlutenFree: false },
    });
    expect([1, 2]).toContain(Number(row?.source_version)); // 2 once the calories are written
    expect(await recipeTags(recipeId)).toEqual([tag]);

    expect(await profileDoc(author.uid)).toMatchObject({ recipeCount: 1 });
    expect((await mirrorRow('profiles', author.uid))?.recipe_count).toBe(1);

    expect(await tagDoc(tag)).toMatchObject({
      tag,
      displayName: tag.toUpperCase(),
      count: 1,
      recipes: [recipeId],
    });
    expect(await mirrorRow('tags', tag)).toMatchObject({
      tag,
      count: 1,
      recipes: [recipeId],
      language: 'en',
    });
  });

  it('teaches the autocomplete records after the commit', async () => {
    const word = `zucchini${unique()}`;
    await createRecipeAs(author, {
      ingredients: [`2 cups ${word}`],
      instructions: [`Grate the ${word} finely`],
    });
    const ingredient = await db().collection('ingredients').doc(word).get();
    expect(ingredient.data()).toMatchObject({ name: word, searchName: word, language: 'en', usageCount: 1 });
    const template = await db().collection('instructionTemplates').doc(`grate the ${word}`).get();
    expect(template.data()).toMatchObject({
      text: `Grate the ${word}`,
      fullExample: `Grate the ${word} finely`,
    });
  });

  it('refuses a guest (401) and a missing or failing bot check (403), writing nothing', async () => {
    const recipeId = newRecipeId();
    const input = { recipeId, recipe: recipeForm(), images: [] };
    expect((await expectFailure(callRecipes('create', { ...input, botToken: HUMAN }, null))).status).toBe(
      401,
    );
    for (const botToken of [undefined, 'test-score-0.5', 'forged']) {
      const failure = await expectFailure(callRecipes('create', { ...input, botToken }, author));
      expect(failure.status).toBe(403);
      expect(failure.error.message).toBe('Security verification failed');
    }
    expect(await recipeDoc(recipeId)).toBeNull();
    expect(await recipeRow(recipeId)).toBeNull();
  });

  it('refuses an unknown category, naming it', async () => {
    const recipeId = newRecipeId();
    const failure = await expectFailure(
      callRecipes(
        'create',
        { recipeId, recipe: recipeForm({ categories: ['soups', 'no-such-category'] }), botToken: HUMAN },
        author,
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe('Unknown category: no-such-category');
    expect(failure.error.details).toMatchObject({ field: 'recipe.categories' });
    expect(await recipeRow(recipeId)).toBeNull();
  });

  it('refuses an id already taken (409) and keeps the first recipe', async () => {
    const recipeId = await createRecipeAs(author, { title: 'First of its id' });
    const failure = await expectFailure(
      callRecipes('create', { recipeId, recipe: recipeForm({ title: 'Second' }), botToken: HUMAN }, stranger),
    );
    expect(failure.status).toBe(409);
    expect((await recipeDoc(recipeId))?.title).toBe('First of its id');
  });

  it('counts concurrent creates by one author exactly', async () => {
    const before = ((await profileDoc(author.uid))?.recipeCount as number) ?? 0;
    await Promise.all([createRecipeAs(author), createRecipeAs(author), createRecipeAs(author)]);
    expect((await profileDoc(author.uid))?.recipeCount).toBe(before + 3);
    expect((await mirrorRow('profiles', author.uid))?.recipe_count).toBe(before + 3);
  });
});

describe('recipes-update', () => {
  it('replaces the content, moves the tag counts, keeps author, counters and creation method', async () => {
    const [kept, dropped, added] = [`kept${unique()}`, `dropped${unique()}`, `added${unique()}`];
    const recipeId = await createRecipeAs(author, {
      tags: [kept, dropped],
      creationMethod: 'youtube',
      visibility: 'followers-only',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const before = await recipeDoc(recipeId);

    await expectSuccess(
      callRecipes(
        'update',
        {
          recipeId,
          recipe: recipeForm({
            title: 'Edited soup',
            tags: [kept, added],
            ingredients: ['3 cups red lentils'],
            creationMethod: 'manual',
            visibility: undefined,
          }),
          images: [],
        },
        author,
      ),
    );

    const after = await recipeDoc(recipeId);
    expect(after).toMatchObject({
      title: 'Edited soup',
      tags: [kept, added],
      ingredients: ['3 cups red lentils'],
      creationMethod: 'youtube',
      visibility: 'followers-only',
      youtubeVideoId: 'dQw4w9WgXcQ',
      authorId: author.uid,
      createdAt: before?.createdAt,
      // changed ingredients set it pending; calories-onRecipeWritten may already have calculated it again
      caloriesStatus: expect.toBeOneOf(['pending', 'calculated']),
    });
    expect(after?.lastEditedAt).not.toBe(before?.lastEditedAt);
    expect(await recipeRow(recipeId)).toMatchObject({ title: 'Edited soup', visibility: 'followers-only' });
    expect(await recipeTags(recipeId)).toEqual([added, kept].sort());

    expect(await tagDoc(kept)).toMatchObject({ count: 1 });
    expect(await tagDoc(added)).toMatchObject({ count: 1, recipes: [recipeId] });
    expect(await tagDoc(dropped)).toBeNull();
    expect(await mirrorRow('tags', dropped)).toBeNull();
    expect(await mirrorRow('tags', added)).toMatchObject({ count: 1 });
  });

  it('lets an admin edit any recipe', async () => {
    const recipeId = await createRecipeAs(author);
    await expectSuccess(
      callRecipes('update', { recipeId, recipe: recipeForm({ title: 'Fixed by admin' }) }, admin),
    );
    expect(await recipeDoc(recipeId)).toMatchObject({ title: 'Fixed by admin', authorId: author.uid });
  });

  it('refuses another user (403) and a failing bot check, changing nothing', async () => {
    const recipeId = await createRecipeAs(author, { title: 'Untouched' });
    const before = await recipeDoc(recipeId);
    const failure = await expectFailure(
      callRecipes('update', { recipeId, recipe: recipeForm({ title: 'Hijacked' }) }, stranger),
    );
    expect(failure.status).toBe(403);
    expect(failure.error.message).toBe('Unauthorized to edit this recipe');
    const bot = await expectFailure(
      callRecipes(
        'update',
        { recipeId, recipe: recipeForm({ title: 'Bot' }), botToken: 'test-score-0.1' },
        author,
      ),
    );
    expect(bot.error.message).toBe('Security verification failed');
    expect(await recipeDoc(recipeId)).toEqual(before);
    expect((await recipeRow(recipeId))?.title).toBe('Untouched');
  });

  it('answers 404 for a recipe that does not exist', async () => {
    const failure = await expectFailure(
      callRecipes('update', { recipeId: newRecipeId(), recipe: recipeForm() }, author),
    );
    expect(failure.status).toBe(404);
    expect(failure.error.message).toBe('Recipe not found');
  });
});

describe('the mirror reconciler (mirror-onRecipeWritten)', () => {
  it('brings the row up to a recipe written outside the functions', async () => {
    // createRecipeAs lets calories-onRecipeWritten write first, so the only writer below is this test
    const recipeId = await createRecipeAs(author);
    const version = (await recipeDoc(recipeId))?.version as number;
    await db()
      .collection('recipes')
      .doc(recipeId)
      .update({ trending: true, version: version + 1 });
    const row = await waitFor(
      async () => {
        const current = await recipeRow(recipeId);
        return current?.trending === true ? current : undefined;
      },
      { timeoutMs: 30_000, what: 'the reconciler to mirror trending' },
    );
    expect(Number(row.source_version)).toBe(version + 1);
    const stale = await query('select 1 from recipes where firebase_id = $1 and trending', [recipeId]);
    expect(stale).toHaveLength(1);
  });
});
