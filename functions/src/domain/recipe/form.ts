/**
 * The create and edit form's rules (spec 000 §5 "Recipe form rules"), shared by the web form (which shows the
 * message key translated) and the server (which refuses the same input with an English text naming the field).
 */
import { RECIPE_FORM_MAX_LENGTH, RECIPE_LIMITS, RECIPE_DIFFICULTIES } from '../constants/recipe';

export const RECIPE_FORM_ERROR_KEYS = [
  'fillRequiredFields',
  'errors.preparationTimeRequired',
  'errors.preparationTimeInvalid',
  'errors.preparationTimeTooShort',
  'errors.preparationTimeTooLong',
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

const blank = (value: string) => value.trim().length === 0;
const someFilled = (rows: readonly string[]) => rows.some((row) => !blank(row));

/** Digits only: what a preparation time may be typed as. */
const WHOLE_MINUTES = /^\s*\d+\s*$/;
/** A number as someone may type one (a sign, a decimal point or comma): told apart to say what is wrong with it. */
const NUMBER = /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)\s*$/;

/** A whole number of minutes from 1 to 1440, or null. */
export function preparationMinutes(value: unknown): number | null {
  return preparationTimeProblem(value) === null ? (typeof value === 'number' ? value : Number(value)) : null;
}

/**
 * What is wrong with a preparation time as typed (000 §5: required, whole minutes 1–1440), or null. The form says
 * it at the field as it is typed, instead of rewriting the input (issue 27: 1.5 became 15, -3 became 3 and 2000
 * became 1440 without a word): a fraction, a sign or a letter is not whole minutes; 0 or less is too short; past
 * 1440 (24 hours) too long.
 */
export function preparationTimeProblem(value: unknown): RecipeFormErrorKey | null {
  if (value === undefined || value === null || (typeof value === 'string' && blank(value))) {
    return 'errors.preparationTimeRequired';
  }
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMBER.test(value)
        ? Number(value.trim().replace(',', '.'))
        : Number.NaN;
  const { min, max } = RECIPE_LIMITS.preparationTime;
  if (Number.isNaN(number)) return 'errors.preparationTimeInvalid'; // letters, "1e3"
  if (number < min) return 'errors.preparationTimeTooShort'; // 0, -3
  if (number > max) return 'errors.preparationTimeTooLong'; // 2000
  const whole = typeof value === 'number' ? Number.isInteger(value) : WHOLE_MINUTES.test(String(value));
  return whole ? null : 'errors.preparationTimeInvalid'; // 1.5, "+5"
}

/**
 * Every rule the values break, one per field, in the spec's order (the form flags each field that needs
 * attention, spec 000 §5); empty when the form may be submitted.
 */
export function recipeFormProblems(values: RecipeFormValues): RecipeFormError[] {
  const problems: RecipeFormError[] = [];
  if (blank(values.title)) problems.push({ key: 'fillRequiredFields', field: 'title' });
  if (blank(values.description)) problems.push({ key: 'fillRequiredFields', field: 'description' });
  const prep = preparationTimeProblem(values.preparationTime);
  if (prep) problems.push({ key: prep, field: 'preparationTime' });
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
 * The rows of a list longer than the entry form lets a cook save (spec 000 §5: an ingredient 50, a step 500), counted
 * as the counter counts (code points, after trimming). An import names them (decision 0071): the server's cleaning
 * keeps an ingredient of 100, so a real line may need shortening before the form saves it.
 */
export function rowsOverFormLimit(field: keyof typeof ROW_RULES, rows: readonly string[]): number[] {
  const { max } = ROW_RULES[field];
  return rows.flatMap((text, row) => (Array.from(text.trim()).length > max ? [row] : []));
}

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
    const [row] = rowsOverFormLimit(field, values[field]);
    return row !== undefined ? [{ key: ROW_RULES[field].key, field, row }] : [];
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
    case 'errors.preparationTimeTooShort':
    case 'errors.preparationTimeTooLong':
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
