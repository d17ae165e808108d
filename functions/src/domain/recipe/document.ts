/**
 * recipes/{recipeId} as a create or an edit writes it (spec 000 §3, §4; docs/contracts/recipes.md): the cleaned
 * input, the detected language, the searchTerms, and on create the author and zeroed counters. Pure: the service
 * adds the stores, the web may preview the same document.
 */
import type { CaloriesStatus } from '../constants/recipe';
import { rescaledCalories } from '../nutrition/lifecycle';
import { detectLanguage, type LanguageDetection } from './language';
import type { RecipeInput } from './schema';
import { recipeSearchTerms } from './searchTerms';
import { DEFAULT_DIETARY_FIELDS, type RecipeDoc, type RecipeImage } from './types';

/** A recipe document without the mirror protocol's version (what a MirroredChange's `after` carries). */
export type RecipeFields = Omit<RecipeDoc, 'version'>;

export interface RecipeAuthor {
  readonly uid: string;
  readonly displayName: string;
  readonly username: string | null;
}

export interface SaveContext {
  readonly images: readonly RecipeImage[];
  /** ISO timestamp of the save. */
  readonly now: string;
  /** The dietary options' fieldNames: the recipe gets exactly one boolean per option. */
  readonly dietaryFieldNames: readonly string[];
}

/** One flag per dietary option (false unless the input set it); the defaults when no option list is known. */
export function dietaryFlagsFor(
  input: Readonly<Record<string, boolean>>,
  fieldNames: readonly string[],
): Record<string, boolean> {
  const names = fieldNames.length > 0 ? fieldNames : DEFAULT_DIETARY_FIELDS;
  return Object.fromEntries(names.map((name) => [name, input[name] === true]));
}

export function detectRecipeLanguage(input: RecipeInput): LanguageDetection {
  return detectLanguage(input);
}

/** The content fields an edit replaces and a create starts with. */
function contentFields(input: RecipeInput, context: SaveContext, detected: LanguageDetection) {
  const dietary = dietaryFlagsFor(input.dietary, context.dietaryFieldNames);
  const tags = input.tags.map((entry) => entry.tag);
  return {
    title: input.title,
    description: input.description,
    ingredients: input.ingredients,
    instructions: input.instructions,
    images: [...context.images],
    categories: input.categories,
    primaryCategory: input.primaryCategory,
    difficulty: input.difficulty,
    preparationTime: input.preparationTime,
    cookingTime: input.cookingTime,
    servings: input.servings,
    tags,
    recipeTip: input.recipeTip,
    language: input.language ?? detected.language,
    detectedLanguage: detected.language,
    youtubeVideoId: input.youtubeVideoId,
    youtubeUrl: input.youtubeUrl || null,
    visibility: input.visibility,
    dietaryClassification: input.dietaryClassification,
    source: input.source,
    ...dietary,
    searchTerms: recipeSearchTerms({ ...input, tags, dietary }),
  };
}

/**
 * A new recipe. One imported from elsewhere (it has a source) starts private until its cook publishes it (issue 32
 * §1): it is someone else's text until the cook has made it theirs.
 */
export function newRecipeDoc(input: RecipeInput, author: RecipeAuthor, context: SaveContext): RecipeFields {
  return {
    ...contentFields(input, context, detectRecipeLanguage(input)),
    ...(input.source ? { visibility: 'private' as const } : {}),
    creationMethod: input.creationMethod,
    authorId: author.uid,
    userId: author.uid,
    authorName: author.displayName,
    authorUsername: author.username,
    rating: 0,
    cookRating: 0,
    totalRatings: 0,
    ratingSum: 0,
    cookCount: 0,
    interestedCount: 0,
    notInterestedCount: 0,
    shareCount: 0,
    views: 0,
    trending: false,
    trendingScore: 0,
    createdAt: context.now,
    lastEditedAt: context.now,
    calories: null,
    caloriesStatus: 'pending',
  };
}

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The recipe after an edit (000 §4): content replaced, everything else kept (author, counters, createdAt,
 * creationMethod, calories). Optional fields the client left out keep their value. Changed ingredients reset the
 * calorie status to pending, which asks the calorie job for a new calculation; changed servings alone share the
 * calculated total out again.
 */
export function editedRecipeDoc(
  before: Record<string, unknown>,
  input: RecipeInput,
  context: SaveContext,
): RecipeFields {
  const { version: _version, ...kept } = before;
  const content = contentFields(input, context, detectRecipeLanguage(input));
  for (const field of input.omitted) {
    if (field === 'youtubeUrl') {
      content.youtubeUrl = (before.youtubeUrl as string | null | undefined) ?? null;
      content.youtubeVideoId = (before.youtubeVideoId as string | null | undefined) ?? null;
    } else if (before[field] !== undefined) {
      (content as Record<string, unknown>)[field] = before[field];
    }
  }
  const ingredientsChanged = !sameList(before.ingredients, input.ingredients);
  const caloriesStatus: CaloriesStatus = ingredientsChanged
    ? 'pending'
    : ((before.caloriesStatus as CaloriesStatus | undefined) ?? 'pending');
  const calories = ingredientsChanged ? null : rescaledCalories(before, content.servings);
  return {
    ...(kept as RecipeFields),
    ...content,
    caloriesStatus,
    ...(calories === null ? {} : { calories }),
    lastEditedAt: context.now,
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const DIETARY_FLAG = /^is[A-Z][A-Za-z0-9]*$/;

/**
 * The searchTerms of a stored recipe document, for writes that change it without the form (an admin moving recipes
 * off a deleted category): the same derivation as a save, from the document's own fields and dietary flags.
 */
export function storedRecipeSearchTerms(doc: Readonly<Record<string, unknown>>): string[] {
  const dietary = Object.fromEntries(
    Object.entries(doc).filter(
      (entry): entry is [string, boolean] => DIETARY_FLAG.test(entry[0]) && typeof entry[1] === 'boolean',
    ),
  );
  return recipeSearchTerms({
    title: textOf(doc.title),
    description: textOf(doc.description),
    tags: listOf(doc.tags),
    ingredients: listOf(doc.ingredients),
    categories: listOf(doc.categories),
    difficulty: textOf(doc.difficulty),
    instructions: listOf(doc.instructions),
    recipeTip: textOf(doc.recipeTip),
    dietary,
  });
}

/** The public ids of images an edit removed (deleted from the image host after the commit). */
export function removedImageIds(before: unknown, after: readonly RecipeImage[]): string[] {
  const kept = new Set(after.map((image) => image.publicId));
  const previous = Array.isArray(before) ? (before as Partial<RecipeImage>[]) : [];
  return previous
    .map((image) => image?.publicId)
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && !kept.has(id));
}
