/**
 * Translating a draft and suggesting versions through the callables (issue 34, decision 0073): the offline
 * translation with the lines left for the cook, ten requests an hour; a reader's suggestion of someone else's
 * public recipe, the cook told, accepted (a version credited to the reader, the reader told) or declined (the
 * reader told, no version), and who may do each.
 */
import { describe, expect, it } from 'vitest';
import type { RecipeTranslation } from '../domain/ai/translation';
import { TRANSLATION_LIMITS } from '../domain/ai/translation';
import { VERSION_MESSAGES } from '../domain/recipe/familyMessages';
import { db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { expectFailure, expectSuccess } from '../testing/callables';
import { verifiedAccounts } from '../testing/follows';
import { mirrorRow } from '../testing/pg';
import { createRecipeAs, HUMAN, recipeDoc, recipeForm, rememberRecipe } from '../testing/recipes';
import { callVersions, HEBREW_FORM } from '../testing/versions';

const { verified } = verifiedAccounts();

const notificationsOf = async (uid: string, type: string) =>
  (await db().collection(`users/${uid}/commentNotifications`).where('type', '==', type).get()).docs.map(
    (doc) => doc.data(),
  );

describe('recipes-translateDraft', () => {
  it('translates what the tables can, marks the rest, and stops at ten an hour', async () => {
    const cook = await verified();
    const recipeId = await createRecipeAs(cook, {
      ingredients: ['2 cups flour', '1 onion, diced'],
      instructions: ['Mix', 'Bake'],
    });
    const draft = await expectSuccess(
      callVersions<RecipeTranslation & { rateLimitRemaining: number }>(
        'translateDraft',
        { recipeId, language: 'he' },
        cook,
      ),
    );
    expect(draft).toMatchObject({ language: 'he', source: 'offline', rateLimitRemaining: 9 });
    expect(draft.texts.ingredients).toEqual(['2 כוסות קמח', '1 onion, diced']);
    expect(draft.toReview).toEqual(
      expect.arrayContaining([
        { field: 'title', index: null },
        { field: 'ingredients', index: 1 },
        { field: 'instructions', index: 0 },
        { field: 'instructions', index: 1 },
      ]),
    );
    expect(draft.toReview).not.toContainEqual({ field: 'ingredients', index: 0 });

    for (let i = 1; i < TRANSLATION_LIMITS.requests; i += 1)
      await expectSuccess(callVersions('translateDraft', { recipeId, language: 'fr' }, cook));
    const over = await expectFailure(callVersions('translateDraft', { recipeId, language: 'fr' }, cook));
    expect(over.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(over.error.details?.resetIn).toBeGreaterThan(0);
  }, 120_000);

  it('answers not found for a recipe the caller may not read, and takes no request for it', async () => {
    const [cook, stranger] = await Promise.all([verified(), verified()]);
    const secret = await createRecipeAs(cook, { visibility: 'private' });
    const failure = await expectFailure(
      callVersions('translateDraft', { recipeId: secret, language: 'he' }, stranger),
    );
    expect(failure.error.status).toBe('NOT_FOUND');
    const open = await createRecipeAs(cook);
    const draft = await expectSuccess(
      callVersions<{ rateLimitRemaining: number }>(
        'translateDraft',
        { recipeId: open, language: 'he' },
        stranger,
      ),
    );
    expect(draft.rateLimitRemaining).toBe(TRANSLATION_LIMITS.requests - 1);
  }, 120_000);
});

const suggest = (user: TestUser, of: string, language: string, form: Record<string, unknown> = HEBREW_FORM) =>
  callVersions<{ id: string }>(
    'suggestVersion',
    { of, language, recipe: recipeForm(form), botToken: HUMAN },
    user,
  );
const answer = (user: TestUser, suggestionId: string, accept: boolean) =>
  callVersions<{ status: string; versionId: string | null }>(
    'answerSuggestion',
    { suggestionId, accept },
    user,
  );

describe('translation suggestions', () => {
  it('a reader suggests, the cook is told and accepts: a version credited to the reader, who is told', async () => {
    const [cook, reader, stranger] = await Promise.all([
      verified({ displayName: 'Cook Family' }),
      verified({ displayName: 'Dana Reader' }),
      verified(),
    ]);
    const original = await createRecipeAs(cook);
    const { id } = await expectSuccess(suggest(reader, original, 'he'));

    expect(await notificationsOf(cook.uid, 'translation_suggested')).toEqual([
      expect.objectContaining({ triggerUserId: reader.uid, recipeId: original }),
    ]);
    const pending = await expectSuccess(
      callVersions<{ suggestions: { id: string; language: string }[] }>('versionSuggestions', {}, cook),
    );
    expect(pending.suggestions).toEqual([expect.objectContaining({ id, language: 'he' })]);

    const notTheCook = await expectFailure(answer(stranger, id, true));
    expect(notTheCook.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: expect.objectContaining({ reason: 'only-the-cook' }),
    });

    const accepted = await expectSuccess(answer(cook, id, true));
    const versionId = accepted.versionId!;
    rememberRecipe(versionId);
    expect(accepted.status).toBe('accepted');
    expect(await recipeDoc(versionId)).toMatchObject({
      title: HEBREW_FORM.title,
      language: 'he',
      authorId: cook.uid,
      familyId: original,
      translatedBy: { uid: reader.uid, name: 'Dana Reader' },
    });
    expect(await mirrorRow('recipes', versionId)).toMatchObject({ family_id: original, language: 'he' });
    expect((await db().doc(`translationSuggestions/${id}`).get()).data()).toMatchObject({
      status: 'accepted',
      versionId,
    });
    expect(await notificationsOf(reader.uid, 'translation_accepted')).toEqual([
      expect.objectContaining({ triggerUserId: cook.uid, recipeId: versionId }),
    ]);
    const again = await expectFailure(answer(cook, id, false));
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: VERSION_MESSAGES.suggestionAnswered,
    });
  }, 180_000);

  it('the cook declines: no version, the reader is told', async () => {
    const [cook, reader] = await Promise.all([verified(), verified()]);
    const original = await createRecipeAs(cook);
    const { id } = await expectSuccess(suggest(reader, original, 'it', { title: 'Zuppa di lenticchie' }));
    expect(await expectSuccess(answer(cook, id, false))).toEqual({ status: 'declined', versionId: null });
    expect((await recipeDoc(original))?.languageVersions ?? []).toEqual([]);
    expect(await notificationsOf(reader.uid, 'translation_declined')).toHaveLength(1);
  }, 120_000);

  it('refuses a suggestion of one’s own recipe, of a recipe that is not public, in a language the family has', async () => {
    const [cook, reader] = await Promise.all([verified(), verified()]);
    const original = await createRecipeAs(cook);
    const own = await expectFailure(suggest(cook, original, 'he'));
    expect(own.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: VERSION_MESSAGES.ownRecipe });
    const taken = await expectFailure(suggest(reader, original, 'en'));
    expect(taken.error).toMatchObject({ status: 'ALREADY_EXISTS', message: VERSION_MESSAGES.languageTaken });
    const secret = await createRecipeAs(cook, { visibility: 'private' });
    expect((await expectFailure(suggest(reader, secret, 'he'))).error.status).toBe('NOT_FOUND');
    const missing = await expectFailure(answer(cook, 'no-such-suggestion', true));
    expect(missing.error).toMatchObject({
      status: 'NOT_FOUND',
      message: VERSION_MESSAGES.suggestionNotFound,
    });
  }, 120_000);
});
