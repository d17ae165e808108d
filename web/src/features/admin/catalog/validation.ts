import { createCategoryInputSchema, updateCategoryInputSchema } from '@domain/catalog/category';
import {
  createDietaryOptionInputSchema,
  updateDietaryOptionInputSchema,
} from '@domain/catalog/dietaryOption';
import { CATEGORY_MESSAGES } from '@domain/catalog/messages';
import type { z } from 'zod';
import type { CategoryFields, DietaryFields } from './types';

/**
 * Client-side checks before calling (spec 002 §5), with the domain's own schemas so the form and the server
 * apply the same rules and texts. The result names the first message and every field that shares it.
 */
export interface Invalid<F> {
  message: string;
  fields: (keyof F)[];
}

function firstProblem<F>(result: z.ZodSafeParseResult<unknown>): Invalid<F> | null {
  if (result.success) return null;
  const [first] = result.error.issues;
  if (!first) return null;
  const fields = result.error.issues
    .filter((issue) => issue.message === first.message)
    .map((issue) => issue.path[0])
    .filter((field): field is string => typeof field === 'string') as (keyof F)[];
  return { message: first.message, fields };
}

export function validateCategory(values: CategoryFields, id?: string): Invalid<CategoryFields> | null {
  return firstProblem(
    id === undefined
      ? createCategoryInputSchema.safeParse(values)
      : updateCategoryInputSchema.safeParse({ id, ...values }),
  );
}

export function validateDietaryOption(values: DietaryFields, id?: string): Invalid<DietaryFields> | null {
  if (id === undefined) return firstProblem(createDietaryOptionInputSchema.safeParse(values));
  const { fieldName: _unchangeable, ...names } = values;
  return firstProblem(updateDietaryOptionInputSchema.safeParse({ id, ...names }));
}

/** The replacement rule of a category delete (spec 002 §4/§5). */
export function validateReplacement(
  recipeCount: number | null | undefined,
  replacementId: string,
): string | null {
  return recipeCount && recipeCount > 0 && !replacementId ? CATEGORY_MESSAGES.replacementRequired : null;
}
