/**
 * Language versions through the callables (issue 34, decision 0073): adding a version (both stores: its own
 * document with the family's fields, every member's list), the language rules, who may; removing a version and
 * deleting an original that has some, or keeping one of them in its place (decision 0076); an original's edit
 * reaching every member and a version's edit staying its own.
 */
import { describe, expect, it } from 'vitest';
import { VERSION_MESSAGES } from '../domain/recipe/familyMessages';
import { db } from '../platform/firebase';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { unique } from '../testing/factories';
import { verifiedAccounts } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import {
  callRecipes,
  createRecipeAs,
  HUMAN,
  newRecipeId,
  recipeDoc,
  recipeForm,
  tagDoc,
} from '../testing/recipes';
import { addVersionAs, callVersions, familyState, HEBREW_FORM } from '../testing/versions';

const { verified } = verifiedAccounts();

const refusal = (failure: Awaited<ReturnType<typeof expectFailure>>) => ({
  status: failure.error.status,
  reason: failure.error.details?.reason,
  message: failure.error.message,
});

describe('recipes-addVersion', () => {
  it('adds a Hebrew version sharing the family’s fields, listed on every member in both stores', async () => {
    const cook = await verified();
    const original = await createRecipeAs(cook, { tags: ['lentils'], visibility: 'followers-only' });
    const version = await addVersionAs(cook, original, 'he', { ...HEBREW_FORM, tags: ['עדשים'] });

    const family = [
      { id: original, language: 'en' },
      { id: version, language: 'he' },
    ];
    const listed = { familyId: original, languageVersions: family };
    expect(await familyState(original)).toEqual({ firestore: listed, mirror: listed });
    expect(await familyState(version)).toEqual({ firestore: listed, mirror: listed });

    const [before, after] = [await recipeDoc(original), await recipeDoc(version)];
    expect(after).toMatchObject({
      title: HEBREW_FORM.title,
      language: 'he',
      tags: ['עדשים'],
      visibility: 'followers-only',
      authorId: cook.uid,
      categories: before?.categories,
      images: before?.images,
      translatedBy: null,
    });
    const row = await mirrorRow('recipes', version);
    expect(row).toMatchObject({ language: 'he', visibility: 'followers-only', author_id: cook.uid });
    expect(row?.search_terms).toContain('עדשים');
    // a version is not a recipe of its own for the cook's count
    const profile = (await db().doc(`users/${cook.uid}`).get()).data();
    expect(profile?.recipeCount).toBe(1);
  }, 120_000);

  it('refuses a second version in one language, a language the product does not know, and anyone but the cook', async () => {
    const [cook, stranger] = await Promise.all([verified(), verified()]);
    const original = await createRecipeAs(cook);
    await addVersionAs(cook, original, 'he');
    const add = (user: typeof cook, language: string, of = original) =>
      expectFailure(
        callVersions(
          'addVersion',
          { recipeId: newRecipeId(), of, language, recipe: recipeForm(HEBREW_FORM), botToken: HUMAN },
          user,
        ),
      );

    expect(refusal(await add(cook, 'he'))).toEqual({
      status: 'ALREADY_EXISTS',
      reason: 'language-taken',
      message: VERSION_MESSAGES.languageTaken,
    });
    expect(refusal(await add(cook, 'en'))).toMatchObject({ reason: 'language-taken' });
    expect((await add(cook, 'es')).error.status).toBe('INVALID_ARGUMENT');
    expect(refusal(await add(stranger, 'fr'))).toEqual({
      status: 'PERMISSION_DENIED',
      reason: 'only-the-cook',
      message: VERSION_MESSAGES.onlyTheCook,
    });
    expect((await add(cook, 'fr', newRecipeId())).error.status).toBe('NOT_FOUND');
    expect((await recipeDoc(original))?.languageVersions).toHaveLength(2);
  }, 120_000);

  it('holds six languages at most: the interface languages, German and Arabic', async () => {
    const cook = await verified();
    const original = await createRecipeAs(cook);
    for (const language of ['he', 'fr', 'it', 'de', 'ar']) await addVersionAs(cook, original, language);
    expect(((await recipeDoc(original))?.languageVersions as unknown[]).length).toBe(6);
    for (const language of ['en', 'ar']) {
      const failure = await expectFailure(
        callVersions(
          'addVersion',
          { recipeId: newRecipeId(), of: original, language, recipe: recipeForm(), botToken: HUMAN },
          cook,
        ),
      );
      expect(failure.error.status).toBe('ALREADY_EXISTS');
    }
  }, 180_000);
});

describe('recipes-removeVersion and recipes-delete in a family', () => {
  it('removes a version from both stores and from every member’s list, keeping the photos and the original', async () => {
    const [cook, stranger] = await Promise.all([verified(), verified()]);
    const original = await createRecipeAs(cook);
    const [hebrew, french] = [
      await addVersionAs(cook, original, 'he'),
      await addVersionAs(cook, original, 'fr'),
    ];

    const notYours = await expectFailure(callVersions('removeVersion', { recipeId: hebrew }, stranger));
    expect(refusal(notYours)).toMatchObject({ status: 'PERMISSION_DENIED', reason: 'only-the-cook' });
    const theOriginal = await expectFailure(callVersions('removeVersion', { recipeId: original }, cook));
    expect(refusal(theOriginal)).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'not-a-version',
      message: VERSION_MESSAGES.notAVersion,
    });

    await expectSuccess(callVersions('removeVersion', { recipeId: hebrew }, cook));
    expect(await recipeDoc(hebrew)).toBeNull();
    expect(await mirrorRow('recipes', hebrew)).toBeNull();
    const left = {
      familyId: original,
      languageVersions: [
        { id: original, language: 'en' },
        { id: french, language: 'fr' },
      ],
    };
    expect(await familyState(original)).toEqual({ firestore: left, mirror: left });
    expect(await familyState(french)).toEqual({ firestore: left, mirror: left });
  }, 180_000);

  it('deletes an original with versions only when asked to delete them with it', async () => {
    const cook = await verified();
    const original = await createRecipeAs(cook);
    const version = await addVersionAs(cook, original, 'he');

    const refused = await expectFailure(callRecipes('delete', { recipeId: original }, cook));
    expect(refusal(refused)).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'original-has-versions',
      message: VERSION_MESSAGES.originalHasVersions,
    });
    expect(await recipeDoc(original)).not.toBeNull();

    await expectSuccess(callRecipes('delete', { recipeId: original, withVersions: true }, cook));
    for (const id of [original, version]) {
      expect(await recipeDoc(id)).toBeNull();
      expect(await mirrorRow('recipes', id)).toBeNull();
    }
    expect((await db().doc(`users/${cook.uid}`).get()).get('recipeCount')).toBe(0);
  }, 180_000);
});

describe('recipes-delete keeping a version (decision 0076)', () => {
  it('moves the kept version into the original’s address in both stores, its counters, favorites and tags right', async () => {
    const [cook, fan, stranger] = await Promise.all([verified(), verified(), verified()]);
    const mark = `zp${unique()}`;
    const tags = { english: `${mark}soup`, both: `${mark}lentils`, hebrew: `${mark}מרק` };
    const original = await createRecipeAs(cook, { tags: [tags.english, tags.both] });
    const hebrew = await addVersionAs(cook, original, 'he', {
      ...HEBREW_FORM,
      tags: [tags.hebrew, tags.both],
    });
    const french = await addVersionAs(cook, original, 'fr', { ...HEBREW_FORM, title: 'Soupe aux lentilles' });
    // the family's counters, kept under the original's id, given on the version that is kept
    await expectSuccess(
      callCallable(
        'ratings-rate',
        { recipeId: hebrew, madeIt: true, rating: 4, botToken: HUMAN },
        fan.idToken,
      ),
    );
    await expectSuccess(
      callCallable('favorites-toggle', { recipeId: hebrew, operation: 'add', botToken: HUMAN }, fan.idToken),
    );
    const COUNTERS = ['rating', 'totalRatings', 'cookCount', 'favoriteCount'] as const;
    const countersOf = async (id: string) => {
      const doc = await recipeDoc(id);
      return Object.fromEntries(COUNTERS.map((field) => [field, doc?.[field]]));
    };
    const counters = await countersOf(original);
    expect(counters).toMatchObject({ rating: 4, totalRatings: 1, favoriteCount: 1 });
    const keep = (recipeId: string, keepVersion: string, user = cook, more = {}) =>
      callRecipes('delete', { recipeId, keepVersion, botToken: HUMAN, ...more }, user);

    expect(refusal(await expectFailure(keep(original, hebrew, stranger)))).toEqual({
      status: 'PERMISSION_DENIED',
      reason: 'only-the-cook',
      message: VERSION_MESSAGES.onlyTheCook,
    });
    expect(refusal(await expectFailure(keep(original, newRecipeId())))).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'not-in-family',
      message: VERSION_MESSAGES.notInFamily,
    });
    expect(refusal(await expectFailure(keep(original, original)))).toMatchObject({ reason: 'not-in-family' });
    expect(refusal(await expectFailure(keep(hebrew, french)))).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'keep-from-original',
      message: VERSION_MESSAGES.keepFromOriginal,
    });
    const both = await expectFailure(keep(original, hebrew, cook, { withVersions: true }));
    expect(both.error.status).toBe('INVALID_ARGUMENT');
    expect(await recipeDoc(hebrew)).not.toBeNull();

    await expectSuccess(keep(original, hebrew));

    // the original's address holds the Hebrew words and language, in both stores; the version is gone from both
    const doc = await recipeDoc(original);
    expect(doc).toMatchObject({
      title: HEBREW_FORM.title,
      ingredients: HEBREW_FORM.ingredients,
      language: 'he',
      tags: [tags.hebrew, tags.both],
      authorId: cook.uid,
    });
    const row = await mirrorRow('recipes', original);
    expect(row).toMatchObject({ title: HEBREW_FORM.title, language: 'he', tags: [tags.hebrew, tags.both] });
    expect(row?.search_terms).toContain('עדשים');
    expect(await recipeDoc(hebrew)).toBeNull();
    expect(await mirrorRow('recipes', hebrew)).toBeNull();
    // every member lists the original first, in Hebrew now
    const left = {
      familyId: original,
      languageVersions: [
        { id: original, language: 'he' },
        { id: french, language: 'fr' },
      ],
    };
    expect(await familyState(original)).toEqual({ firestore: left, mirror: left });
    expect(await familyState(french)).toEqual({ firestore: left, mirror: left });
    // the family's rating and favorite stay, under the original's id, on every member
    expect(await countersOf(original)).toEqual(counters);
    expect(await countersOf(french)).toEqual(counters);
    expect(['rating', 'total_ratings', 'favorite_count'].map((column) => Number(row?.[column]))).toEqual([
      4, 1, 1,
    ]);
    const [edges] = await query<{ ratings: string; favorites: string }>(
      `select (select count(*) from public.ratings where recipe_id = $1) ratings,
              (select count(*) from public.favorites where recipe_id = $1) favorites`,
      [original],
    );
    expect(edges).toEqual({ ratings: '1', favorites: '1' });
    expect((await db().doc(`users/${fan.uid}`).get()).get('favoriteRecipes')).toEqual([original]);
    expect((await db().doc(`users/${cook.uid}`).get()).get('recipeCount')).toBe(1);
    // tags: the version's counted under the original's id, the original's old one no more, none twice
    expect(await tagDoc(tags.english)).toBeNull();
    expect(await mirrorRow('tags', tags.english)).toBeNull();
    for (const tag of [tags.hebrew, tags.both]) {
      expect(await tagDoc(tag)).toMatchObject({ count: 1, recipes: [original] });
      expect(await mirrorRow('tags', tag)).toMatchObject({ count: 1, recipes: [original] });
    }
  }, 240_000);
});

describe('an edit in a family', () => {
  it('the original’s family fields reach every member; a version’s edit changes its own texts only', async () => {
    const cook = await verified();
    const original = await createRecipeAs(cook);
    const version = await addVersionAs(cook, original, 'he');

    const edit = (recipeId: string, form: Record<string, unknown>) =>
      expectSuccess(callRecipes('update', { recipeId, recipe: recipeForm(form), images: [] }, cook));
    await edit(original, { title: 'Private soup', visibility: 'private', preparationTime: 45 });
    for (const id of [original, version]) {
      expect(await recipeDoc(id)).toMatchObject({ visibility: 'private', preparationTime: 45 });
      expect(await mirrorRow('recipes', id)).toMatchObject({ visibility: 'private', preparation_time: 45 });
    }
    expect((await recipeDoc(version))?.title).toBe(HEBREW_FORM.title);

    await edit(version, { ...HEBREW_FORM, title: 'מרק פרטי', visibility: 'public', language: 'en' });
    expect(await recipeDoc(version)).toMatchObject({
      title: 'מרק פרטי',
      visibility: 'private',
      language: 'he',
    });
    expect(await recipeDoc(original)).toMatchObject({ title: 'Private soup', visibility: 'private' });
  }, 180_000);
});
