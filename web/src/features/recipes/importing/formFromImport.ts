import type { ImportCallAnswer } from '@domain/importing/calls';
import { hasTag, row, type RecipeFormState } from '../form/state';

const lines = (items: readonly string[]) => (items.length ? items : ['']).map((text) => row(text));

/**
 * An import's draft in the create form (issue 32): every field it read, the rest as they were; private (an imported
 * recipe starts private until its cook publishes it), and the source and what the form has no field for kept to be
 * sent with the recipe. The preparation time is the draft's, else its total time (a page that gives only one).
 */
export function formFromImport(current: RecipeFormState, answer: ImportCallAnswer): RecipeFormState {
  const { draft, source } = answer;
  const minutes = draft.preparationTime ?? draft.totalTime;
  return {
    ...current,
    title: draft.title || current.title,
    description: draft.description || current.description,
    ingredients: draft.ingredients.length ? lines(draft.ingredients) : current.ingredients,
    instructions: draft.instructions.length ? lines(draft.instructions) : current.instructions,
    categories: draft.categories.length ? draft.categories : current.categories,
    difficulty: draft.difficulty,
    preparationTime: minutes ? String(minutes) : current.preparationTime,
    tags: draft.tags.reduce<string[]>(
      (tags, tag) => (hasTag(tags, tag) ? tags : [...tags, tag]),
      current.tags,
    ),
    visibility: 'private',
    creationMethod: 'manual',
    imported: {
      source: { url: source.url, siteName: source.siteName, author: source.author },
      cookingTime: draft.cookingTime,
      servings: draft.servings,
    },
  };
}
