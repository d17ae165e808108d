import type { ImportCallAnswer } from '@domain/importing/calls';
import { withDraftTexts, type RecipeFormState } from '../form/state';

/**
 * An import's draft in the create form (issue 32): every field it read, the rest as they were; private (an imported
 * recipe starts private until its cook publishes it), and the source and what the form has no field for kept to be
 * sent with the recipe. The preparation time is the draft's, else its total time (a page that gives only one).
 */
export function formFromImport(current: RecipeFormState, answer: ImportCallAnswer): RecipeFormState {
  const { draft, source } = answer;
  const minutes = draft.preparationTime ?? draft.totalTime;
  return {
    ...withDraftTexts(current, draft),
    categories: draft.categories.length ? draft.categories : current.categories,
    difficulty: draft.difficulty,
    preparationTime: minutes ? String(minutes) : current.preparationTime,
    visibility: 'private',
    creationMethod: 'manual',
    imported: {
      source: { url: source.url, siteName: source.siteName, author: source.author },
      cookingTime: draft.cookingTime,
      servings: draft.servings,
      photoUrl: draft.imageUrl,
    },
  };
}
