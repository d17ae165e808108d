/**
 * The create and edit form's rules (spec 000 §5 "Recipe form rules"), shared by the web form (which shows the
 * message key translated) and the server (which refuses the same input with an English text naming the field).
 */
import { RECIPE_FORM_MAX_LENGTH, RECIPE_LIMITS, RECIPE_DIFFICULTIES } from '../constants/recipe';

export const RECIPE_FORM_ERROR_KEYS = [
  'fillRequiredFields',
  'errors.preparationTimeRequired',
  'errors.preparationTimeInvalid',
  'errors.categoryRequired',
  'errors.difficultyRequired',
  'errors.ingredientInstructionRequired',
  'errors.ingredientTooLong',
  'errors.instructionTooLong',
] as const;
export type RecipeFormErrorKey = (typeof RECIPE_FORM_ERROR_KEYS)[number];

export type RecipeFormField =
  'title' | 'description' | 'categories' | 'preparationTime' | 'difficulty' | 'ingredients' | 'instructions';

export interface RecipeFormError {
  readonly key: RecipeFormErrorKey;
  readonly field: RecipeFormField;
  /** The row that breaks the rule (0-based), for the rules of one ingredient or step. */
  readonly row?: number;
}

/** The form's state as the rules read it (texts already trimmed by the caller or not: blank means missing). */
export interface RecipeFormValues {
  readonly title: string;
  readonly description: string;
  readonly categories: readonly string[];
  /** As typed: a number, a numeric string, '' or nothing. */
  readonly preparationTime: unknown;
  readonly difficulty: unknown;
  readonly ingredients: readonly string[];
  readonly instructions: readonly string[];
}

/** The form's own defaults and limits (they differ from the cleaning step's on purpose, see the spec README). */
export const RECIPE_FORM_DEFAULTS = {
  preparationTime: RECIPE_LIMITS.preparationTime.formDefault,
  difficulty: RECIPE_LIMITS.difficultyDefault,
  visibility: RECIPE_LIMITS.visibilityDefault,
  maxLength: RECIPE_FORM_MAX_LENGTH,
  maxCategories: RECIPE_LIMITS.maxCategories,
} as const;

/** Characters the preparation time input blocks (000 §5). */
export const BLOCKED_NUMBER_KEYS = ['-', 'e', 'E', '+'] as const;

const blank = (value: string) => value.trim().length === 0;
const someFilled = (rows: readonly string[]) => rows.some((row) => !blank(row));

/** A whole number of minutes from 1 to 1440, or null. */
export function preparationMinutes(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const { min, max } = RECIPE_LIMITS.preparationTime;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

/** A number input's clamp rule (000 §5): digits only, kept within min–max; '' stays '' so "required" can show. */
export function clampWholeNumberInput(value: string, { min, max }: { min: number; max: number }): string {
  const digits = value.replace(/\D/g, '');
  if (!digits) return '';
  return String(Math.min(max, Math.max(min, Number(digits))));
}

/** The input clamps a typed value into 1–1440 (000 §5). */
export function clampPreparationInput(value: string): string {
  return clampWholeNumberInput(value, RECIPE_LIMITS.preparationTime);
}

/**
 * Every rule the values break, one per field, in the spec's order (the form flags each field that needs
 * attention, spec 000 §5); empty when the form may be submitted.
 */
export function recipeFormProblems(values: RecipeFormValues): RecipeFormError[] {
  const problems: RecipeFormError[] = [];
  if (blank(values.title)) problems.push({ key: 'fillRequiredFields', field: 'title' });
  if (blank(values.description)) problems.push({ key: 'fillRequiredFields', field: 'description' });
  const prep = values.preparationTime;
  if (prep === undefined || prep === null || (typeof prep === 'string' && blank(prep))) {
    problems.push({ key: 'errors.preparationTimeRequired', field: 'preparationTime' });
  } else if (preparationMinutes(prep) === null) {
    problems.push({ key: 'errors.preparationTimeInvalid', field: 'preparationTime' });
  }
  if (!values.categories.some((category) => !blank(category))) {
    problems.push({ key: 'errors.categoryRequired', field: 'categories' });
  }
  if (typeof values.difficulty !== 'string' || blank(values.difficulty)) {
    problems.push({ key: 'errors.difficultyRequired', field: 'difficulty' });
  }
  if (!someFilled(values.ingredients))
    problems.push({ key: 'errors.ingredientInstructionRequired', field: 'ingredients' });
  if (!someFilled(values.instructions)) {
    problems.push({ key: 'errors.ingredientInstructionRequired', field: 'instructions' });
  }
  return problems;
}

const ROW_RULES = {
  ingredients: { max: RECIPE_FORM_MAX_LENGTH.ingredient, key: 'errors.ingredientTooLong' },
  instructions: { max: RECIPE_FORM_MAX_LENGTH.instruction, key: 'errors.instructionTooLong' },
} as const;

/**
 * What the entry forms check (spec 000 §5): the form rules, then each ingredient at most 50 characters and each step
 * at most 500, counted as the counter counts (code points, after trimming). A longer row is refused at its field,
 * never cut. The server does not apply these limits: its cleaning step keeps its own (an ingredient 100; the spec
 * README's note on the two values).
 */
export function recipeEntryProblems(values: RecipeFormValues): RecipeFormError[] {
  const problems = recipeFormProblems(values);
  const rowProblem = (field: keyof typeof ROW_RULES): RecipeFormError[] => {
    const own = problems.find((problem) => problem.field === field);
    if (own) return [own];
    const { max, key } = ROW_RULES[field];
    const row = values[field].findIndex((text) => Array.from(text.trim()).length > max);
    return row >= 0 ? [{ key, field, row }] : [];
  };
  return [
    ...problems.filter((problem) => !(problem.field in ROW_RULES)),
    ...rowProblem('ingredients'),
    ...rowProblem('instructions'),
  ];
}

/** The first rule the values break, in the spec's order, or null when the form may be submitted. */
export function validateRecipeForm(values: RecipeFormValues): RecipeFormError | null {
  return recipeFormProblems(values)[0] ?? null;
}

/** ours: the English text the server answers for each key (the spec gives the keys only). */
export function recipeFormErrorText({ key, field }: RecipeFormError): string {
  switch (key) {
    case 'fillRequiredFields':
      return field === 'title' ? 'Title is required' : 'Description is required';
    case 'errors.preparationTimeRequired':
      return 'Preparation time is required';
    case 'errors.preparationTimeInvalid':
      return 'Preparation time must be a whole number of minutes from 1 to 1440';
    case 'errors.categoryRequired':
      return 'Please choose at least one category';
    case 'errors.difficultyRequired':
      return 'Please choose a difficulty';
    case 'errors.ingredientInstructionRequired':
      return 'Please add at least one ingredient and one instruction';
    case 'errors.ingredientTooLong':
      return `Each ingredient must be ${RECIPE_FORM_MAX_LENGTH.ingredient} characters or less`;
    case 'errors.instructionTooLong':
      return `Each instruction must be ${RECIPE_FORM_MAX_LENGTH.instruction} characters or less`;
  }
}

/** Difficulty must be one of the three (the form offers nothing else). */
export const DIFFICULTY_INVALID = `Difficulty must be one of: ${RECIPE_DIFFICULTIES.join(', ')}`;
