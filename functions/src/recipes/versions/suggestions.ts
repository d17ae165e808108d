/**
 * Translation suggestions (issue 34, decision 0073): a reader suggests a version of someone else's public recipe in
 * a language the family lacks; its cook accepts it, and it becomes a version credited to the reader (in the same
 * commit as the suggestion's answer), or declines it. Each side is told in the notification inbox (decision 0033).
 * Suggestions are Firestore-only documents (translationSuggestions/{id}), closed to clients.
 */
import { AppError } from '../../domain/errors';
import { recipeAuthorId } from '../../domain/recipe/author';
import { versionTextsOf, type TranslationCredit } from '../../domain/recipe/family';
import { versionRefused } from '../../domain/recipe/familyMessages';
import { RECIPE_MESSAGES } from '../../domain/recipe/messages';
import { RECIPES_COLLECTION } from '../../domain/recipe/types';
import {
  TRANSLATION_SUGGESTIONS_COLLECTION,
  type AnswerSuggestionInput,
  type SuggestVersionInput,
  type TranslationSuggestionDoc,
} from '../../domain/recipe/suggestions';
import { nowIso } from '../../platform/mirror/deps';
import { notify } from '../../platform/notifications/inbox';
import { mayReadRecipe } from '../../platform/recipeReader';
import { readFamily } from '../../platform/recipeFamily';
import { storedAs } from '../../platform/storedAs';
import type { RecipesDeps } from '../deps';
import { readProfile } from '../store';
import { addVersion, assertMayJoin } from './add';

type Deps = Pick<RecipesDeps, 'db' | 'mirror' | 'now' | 'beforeCommit'>;

const suggestions = (deps: Pick<Deps, 'db'>) =>
  deps.db.collection(TRANSLATION_SUGGESTIONS_COLLECTION).withConverter(storedAs<TranslationSuggestionDoc>());

const clock = (deps: Pick<Deps, 'now'>) => deps.now?.() ?? new Date();

async function creditOf(deps: Pick<Deps, 'db'>, uid: string): Promise<TranslationCredit> {
  const profile = await readProfile(deps.db, uid);
  return { uid, name: typeof profile?.displayName === 'string' ? profile.displayName : '' };
}

export async function suggestVersion(
  deps: Deps,
  uid: string,
  input: SuggestVersionInput,
): Promise<{ id: string }> {
  const { family } = await readFamily(deps.db, input.of);
  if (!family || !(await mayReadRecipe(deps.db, uid, family.asked.doc)))
    throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  const cookId = recipeAuthorId(family.original.doc);
  if (cookId === uid) throw versionRefused('failed-precondition', 'own-recipe');
  if (family.original.doc.visibility !== 'public') throw versionRefused('failed-precondition', 'not-public');
  assertMayJoin(family, input.language);
  const suggester = await creditOf(deps, uid);
  const recipeTitle = typeof family.original.doc.title === 'string' ? family.original.doc.title : '';
  const ref = suggestions(deps).doc();
  await ref.set({
    recipeId: family.key,
    recipeTitle,
    cookId,
    suggester,
    language: input.language,
    texts: versionTextsOf(input.recipe),
    status: 'pending',
    versionId: null,
    createdAt: nowIso(deps),
    answeredAt: null,
  });
  await notify(
    deps.db,
    {
      recipient: cookId,
      type: 'translation_suggested',
      actor: { uid, name: suggester.name },
      recipe: { id: family.key, title: recipeTitle },
    },
    clock(deps),
  );
  return { id: ref.id };
}

export async function answerSuggestion(
  deps: Deps,
  uid: string,
  input: AnswerSuggestionInput,
): Promise<{ status: 'accepted' | 'declined'; versionId: string | null }> {
  const ref = suggestions(deps).doc(input.suggestionId);
  const suggestion = (await ref.get()).data();
  if (!suggestion) throw versionRefused('not-found', 'suggestion-not-found');
  if (suggestion.cookId !== uid) throw versionRefused('permission-denied', 'only-the-cook');
  if (suggestion.status !== 'pending') throw versionRefused('failed-precondition', 'suggestion-answered');
  const answeredAt = nowIso(deps);
  let versionId: string | null = null;
  if (input.accept) {
    const id = deps.db.collection(RECIPES_COLLECTION).doc().id;
    const path = `${TRANSLATION_SUGGESTIONS_COLLECTION}/${input.suggestionId}`;
    await addVersion(
      deps,
      uid,
      {
        recipeId: id,
        of: suggestion.recipeId,
        language: suggestion.language,
        texts: suggestion.texts,
        translatedBy: suggestion.suggester,
      },
      [{ path, data: { status: 'accepted', versionId: id, answeredAt }, merge: true }],
    );
    versionId = id;
  } else {
    await ref.update({ status: 'declined', answeredAt });
  }
  const cook = await creditOf(deps, uid);
  await notify(
    deps.db,
    {
      recipient: suggestion.suggester.uid,
      type: input.accept ? 'translation_accepted' : 'translation_declined',
      actor: { uid, name: cook.name },
      recipe: {
        id: versionId ?? suggestion.recipeId,
        title: suggestion.texts.title || suggestion.recipeTitle,
      },
    },
    clock(deps),
  );
  return { status: input.accept ? 'accepted' : 'declined', versionId };
}

/** The cook's suggestions waiting for an answer, newest first. */
export async function pendingSuggestions(
  deps: Pick<Deps, 'db'>,
  uid: string,
): Promise<{ suggestions: (TranslationSuggestionDoc & { id: string })[] }> {
  const found = await suggestions(deps)
    .where('cookId', '==', uid)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'desc')
    .limit(50)
    .get();
  return { suggestions: found.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
}
