/**
 * Language versions for the tests (issue 34, decision 0073): a version added through recipes-addVersion from a
 * recipe form in the version's language, remembered for the clean-up (which deletes a family whole), its calories
 * settled; and the family's fields as both stores hold them.
 */
import type { TestUser } from './authEmulator';
import { callCallable, expectSuccess } from './callables';
import { mirrorRow } from './pg';
import { caloriesSettled, HUMAN, newRecipeId, recipeDoc, recipeForm, rememberRecipe } from './recipes';

export const HEBREW_FORM = {
  title: 'מרק עדשים',
  description: 'מרק שכתב מבחן',
  ingredients: ['2 כוסות עדשים אדומות', 'בצל אחד, קצוץ'],
  instructions: ['לטגן את הבצל', 'לבשל את העדשים 20 דקות'],
  recipeTip: 'לטחון חצי',
};

export const callVersions = <T>(name: string, data: unknown, user?: TestUser | null) =>
  callCallable<T>(`recipes-${name}`, data, user?.idToken);

/** Adds a version of `of` in `language` as `user`; resolves to its id. */
export async function addVersionAs(
  user: TestUser,
  of: string,
  language: string,
  form: Record<string, unknown> = HEBREW_FORM,
): Promise<string> {
  const recipeId = newRecipeId();
  rememberRecipe(recipeId);
  await expectSuccess(
    callVersions('addVersion', { recipeId, of, language, recipe: recipeForm(form), botToken: HUMAN }, user),
  );
  await caloriesSettled(recipeId);
  return recipeId;
}

/** A member's family as Firestore and the mirror hold it. */
export async function familyState(recipeId: string) {
  const [doc, row] = await Promise.all([recipeDoc(recipeId), mirrorRow('recipes', recipeId)]);
  return {
    firestore: doc ? { familyId: doc.familyId ?? null, languageVersions: doc.languageVersions ?? [] } : null,
    mirror: row ? { familyId: row.family_id ?? null, languageVersions: row.language_versions } : null,
  };
}
