import { z } from 'zod';
import { DIETARY_CLASSIFICATIONS, RECIPE_VISIBILITIES } from '@domain/constants/recipe';
import { row, type RecipeFormState } from '../form/state';

/**
 * What a recipe form's draft keeps: its texts and choices. Pictures are not kept (a picked file cannot be stored);
 * the edit form's pictures stay the recipe's own.
 */
export const recipeDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  difficulty: z.string(),
  preparationTime: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  recipeTip: z.string(),
  tags: z.array(z.string()),
  dietary: z.record(z.string(), z.boolean()),
  dietaryClassification: z.enum(DIETARY_CLASSIFICATIONS).nullable(),
  visibility: z.enum(RECIPE_VISIBILITIES),
  youtubeUrl: z.string(),
  /** The create page's method (step 1), so a restored draft opens in its step. */
  creationMethod: z.enum(['manual', 'ai-title', 'youtube']).optional(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export function toRecipeDraft(state: RecipeFormState): RecipeDraft {
  const { images: _images, ingredients, instructions, ...fields } = state;
  return {
    ...fields,
    ingredients: ingredients.map((entry) => entry.text),
    instructions: instructions.map((entry) => entry.text),
  };
}

/** The form with the draft's texts and choices; its pictures are the form's as they are now. */
export function fromRecipeDraft(draft: RecipeDraft, current: RecipeFormState): RecipeFormState {
  const rows = (texts: string[]) => (texts.length ? texts : ['']).map((text) => row(text));
  return {
    ...current,
    ...draft,
    ingredients: rows(draft.ingredients),
    instructions: rows(draft.instructions),
  };
}
