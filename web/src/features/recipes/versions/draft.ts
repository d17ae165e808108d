import type { LineToReview, RecipeTranslation } from '@domain/ai/translation';
import type { ReviewMarks } from '../form/RecipeForm';
import { row, type RecipeFormState } from '../form/state';

export const NO_MARKS: ReviewMarks = { fields: new Set(), rows: new Set() };

/**
 * A translated draft in the version's form: its texts replace the form's, and what it kept as it was is marked "to
 * review" — a text field by name, an ingredient or a step by the key of the row it fills (rows keep their key while
 * the cook adds, moves or removes others).
 */
export function withTranslation(
  current: RecipeFormState,
  translation: Pick<RecipeTranslation, 'texts' | 'toReview'>,
): { state: RecipeFormState; marks: ReviewMarks } {
  const { texts, toReview } = translation;
  const ingredients = texts.ingredients.map((text) => row(text));
  const instructions = texts.instructions.map((text) => row(text));
  const rowsOf = { ingredients, instructions } as const;
  const isRow = (line: LineToReview): line is LineToReview & { field: keyof typeof rowsOf; index: number } =>
    (line.field === 'ingredients' || line.field === 'instructions') && line.index !== null;
  const rows = toReview.flatMap((line) => (isRow(line) ? [rowsOf[line.field][line.index]?.key ?? ''] : []));
  const fields = toReview.filter((line) => !isRow(line)).map((line) => line.field);
  return {
    state: {
      ...current,
      title: texts.title,
      description: texts.description,
      ingredients: ingredients.length ? ingredients : [row()],
      instructions: instructions.length ? instructions : [row()],
      tags: [...texts.tags],
      recipeTip: texts.recipeTip,
    },
    marks: { fields: new Set(fields), rows: new Set(rows.filter(Boolean)) },
  };
}
