import type { DietaryClassification, RecipeVisibility } from '@domain/constants/recipe';
import { RECIPE_FORM_DEFAULTS, recipeEntryProblems, type RecipeFormField } from '@domain/recipe/form';
import type { Recipe, RecipeImage, RecipeSourceDoc } from '@domain/recipe/types';
import { parseYouTubeUrl } from '@domain/recipe/youtube';
import { sharedRecipeIssues } from '@domain/links/schema';
import type { RecipeRequest } from '../api';

/**
 * The create and edit form's state and the rules that read it (spec 000 §2 "Create and edit form", §5 "Recipe
 * form rules"). The rules themselves are the domain's (recipeEntryProblems, parseYouTubeUrl); this module only maps
 * the form's state onto them and onto the callables' `recipe` input.
 */
export interface Row {
  /** Stable across edits, so React keeps focus and autocomplete on the right row. */
  key: string;
  text: string;
}

/** A new image after the browser's checks: compressed, and checked for people unless the check could not run. */
export interface NewImage {
  kind: 'new';
  key: string;
  file: File;
  /** An object URL for the preview (revoked when the image leaves the form). */
  preview: string;
  /** passed: the in-browser person check ran; pending: it could not run, so the server checks at upload. */
  personCheck: 'passed' | 'pending';
}

export interface ExistingImage {
  kind: 'existing';
  key: string;
  image: RecipeImage;
}

export type FormImage = NewImage | ExistingImage;

export interface RecipeFormState {
  title: string;
  description: string;
  /** Category ids in the order picked; the first is the primary category. */
  categories: string[];
  difficulty: string;
  /** As typed (digits only, clamped to 1–1440 by the input); '' while empty. */
  preparationTime: string;
  ingredients: Row[];
  instructions: Row[];
  recipeTip: string;
  /** As the author typed them (display form); compared without case. */
  tags: string[];
  /** One switch per dietary option's fieldName. */
  dietary: Record<string, boolean>;
  /** The kashrut kind (Besari, Halavi, Parva); null: not set. */
  dietaryClassification: DietaryClassification | null;
  visibility: RecipeVisibility;
  /** Edit (spec 000 §4 "Video URL on edit"), and create from a video (the extracted video's link). */
  youtubeUrl: string;
  images: FormImage[];
  /** Create only: the method picked in step 1 (000 §1), kept unchanged on edit. */
  creationMethod?: 'manual' | 'ai-title' | 'youtube';
  /** Create only: what an import read that the form has no field for (issue 32), sent with the recipe. */
  imported?: ImportedExtras;
}

/** An import's source, the cooking time and servings its draft read (the form shows neither), its page's photo. */
export interface ImportedExtras {
  source: RecipeSourceDoc;
  cookingTime: number | null;
  servings: number | null;
  /** The source page's photo, stored by recipes-create when the cook adds none. */
  photoUrl: string | null;
}

export type FormMode = 'create' | 'edit';

/** Fields an error can point at: the domain's, plus the video link of the edit form. */
export type FormField = RecipeFormField | 'youtubeUrl' | 'tags';

/** A rule the form breaks: a translation key under recipes:validation, and the field to focus. */
export interface FormProblem {
  key: string;
  field: FormField;
  /** The ingredient or step that breaks the rule (0-based): it takes the focus. */
  row?: number;
}

let counter = 0;
export function nextKey(prefix = 'row'): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

export function row(text = ''): Row {
  return { key: nextKey(), text };
}

export function emptyForm(): RecipeFormState {
  return {
    title: '',
    description: '',
    categories: [],
    difficulty: RECIPE_FORM_DEFAULTS.difficulty,
    preparationTime: String(RECIPE_FORM_DEFAULTS.preparationTime),
    ingredients: [row()],
    instructions: [row()],
    recipeTip: '',
    tags: [],
    dietary: {},
    dietaryClassification: null,
    visibility: RECIPE_FORM_DEFAULTS.visibility,
    youtubeUrl: '',
    images: [],
  };
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The edit form, prefilled from GET /api/recipes/edit. */
export function formFromRecipe(recipe: Partial<Recipe>): RecipeFormState {
  const dietary: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(recipe)) {
    if (/^is[A-Z]/.test(key) && typeof value === 'boolean' && key !== 'isGlutenfree') dietary[key] = value;
  }
  const ingredients = stringList(recipe.ingredients);
  const instructions = stringList(recipe.instructions);
  const categories = stringList(recipe.categories);
  const visibility = recipe.visibility ?? RECIPE_FORM_DEFAULTS.visibility;
  return {
    title: recipe.title ?? '',
    description: recipe.description ?? '',
    categories: categories.length ? categories : recipe.primaryCategory ? [recipe.primaryCategory] : [],
    difficulty: recipe.difficulty ?? RECIPE_FORM_DEFAULTS.difficulty,
    preparationTime:
      typeof recipe.preparationTime === 'number'
        ? String(recipe.preparationTime)
        : String(RECIPE_FORM_DEFAULTS.preparationTime),
    ingredients: (ingredients.length ? ingredients : ['']).map((text) => row(text)),
    instructions: (instructions.length ? instructions : ['']).map((text) => row(text)),
    recipeTip: recipe.recipeTip ?? '',
    tags: stringList(recipe.tags),
    dietary,
    dietaryClassification: recipe.dietaryClassification ?? null,
    visibility,
    youtubeUrl:
      recipe.youtubeUrl ??
      (recipe.youtubeVideoId ? `https://www.youtube.com/watch?v=${recipe.youtubeVideoId}` : ''),
    images: (recipe.images ?? []).map((image) => ({ kind: 'existing', key: nextKey('image'), image })),
  };
}

/** The video link's state (edit): empty clears the video, valid sets it (a validated mark), invalid is an error. */
export type VideoState =
  { status: 'empty' } | { status: 'valid'; videoId: string } | { status: 'invalid'; key: string };

export function videoState(url: string): VideoState {
  if (!url.trim()) return { status: 'empty' };
  const parsed = parseYouTubeUrl(url);
  if (parsed.ok) return { status: 'valid', videoId: parsed.videoId };
  return { status: 'invalid', key: /shorts/i.test(parsed.error) ? 'shortsUnsupported' : 'youtubeInvalid' };
}

/** The form's fields in their order on the page (the first problem gets the focus). */
const FIELD_ORDER: readonly FormField[] = [
  'title',
  'description',
  'categories',
  'difficulty',
  'preparationTime',
  'ingredients',
  'instructions',
  'tags',
  'youtubeUrl',
];

/**
 * The /share page's further rules (001 §5 "Shared recipe"), the very ones the server applies (domain/links), for the
 * fields the form's own rules let pass; their texts are the links namespace's (a key with its namespace).
 */
function sharedProblems(state: RecipeFormState, covered: ReadonlySet<FormField>): FormProblem[] {
  return sharedRecipeIssues({
    title: state.title,
    description: state.description,
    categories: state.categories,
    ingredients: state.ingredients.map((entry) => entry.text),
    instructions: state.instructions.map((entry) => entry.text),
    tags: state.tags,
  })
    .map((issue) => ({ key: `links:validation.${issue.key}`, field: issue.path[0] as FormField }))
    .filter((problem) => !covered.has(problem.field));
}

/**
 * Every rule the form breaks, one per field, in the spec's order (the domain's), then the video link; on the public
 * request page (`shared`) the shared recipe's rules too, all in the page's order.
 */
export function formProblems(state: RecipeFormState, mode: FormMode, shared = false): FormProblem[] {
  const problems: FormProblem[] = recipeEntryProblems({
    title: state.title,
    description: state.description,
    categories: state.categories,
    preparationTime: state.preparationTime,
    difficulty: state.difficulty,
    ingredients: state.ingredients.map((entry) => entry.text),
    instructions: state.instructions.map((entry) => entry.text),
  }).map(({ key, field, row }) => (row === undefined ? { key, field } : { key, field, row }));
  if (mode === 'edit') {
    const video = videoState(state.youtubeUrl);
    if (video.status === 'invalid') problems.push({ key: `errors.${video.key}`, field: 'youtubeUrl' });
  }
  if (!shared) return problems;
  const all = [...problems, ...sharedProblems(state, new Set(problems.map((problem) => problem.field)))];
  return all.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** The first rule the form breaks, in the spec's order; null when it may go. */
export function formProblem(state: RecipeFormState, mode: FormMode, shared = false): FormProblem | null {
  return formProblems(state, mode, shared)[0] ?? null;
}

const filled = (rows: Row[]) => rows.map((entry) => entry.text.trim()).filter(Boolean);

/**
 * The callables' `recipe` (RecipeInput): texts trimmed, blank rows dropped, one flag per dietary option. On edit
 * the creation method is not sent (the server keeps it, spec 000 §3) and the video link always is (empty clears it).
 */
export function toRecipeRequest(
  state: RecipeFormState,
  mode: FormMode,
  dietaryFieldNames: readonly string[],
): RecipeRequest {
  const flags = Object.fromEntries(
    [...new Set([...dietaryFieldNames, ...Object.keys(state.dietary)])].map((name) => [
      name,
      state.dietary[name] === true,
    ]),
  );
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    ingredients: filled(state.ingredients),
    instructions: filled(state.instructions),
    categories: state.categories,
    difficulty: state.difficulty,
    preparationTime: Number(state.preparationTime),
    recipeTip: state.recipeTip.trim(),
    tags: state.tags,
    visibility: state.visibility,
    // null clears the kind on edit (an omitted field would keep the stored one)
    dietaryClassification: state.dietaryClassification,
    ...flags,
    ...(mode === 'create'
      ? {
          creationMethod: state.creationMethod ?? 'manual',
          ...(state.youtubeUrl.trim() ? { youtubeUrl: state.youtubeUrl.trim() } : {}),
          ...importedFields(state.imported),
        }
      : { youtubeUrl: state.youtubeUrl.trim() }),
  };
}

/** What an import adds to the created recipe: its source, and the times and servings the form does not show. */
function importedFields(imported: ImportedExtras | undefined) {
  if (!imported) return {};
  return {
    source: imported.source,
    ...(imported.cookingTime === null ? {} : { cookingTime: imported.cookingTime }),
    ...(imported.servings === null ? {} : { servings: imported.servings }),
  };
}

/** What a draft (a video's, an import's) fills the form with. */
export type DraftTexts = Readonly<
  Pick<RecipeFormState, 'title' | 'description' | 'tags'> & { ingredients: string[]; instructions: string[] }
>;

const draftRows = (items: readonly string[]) => items.map((text) => row(text));

/** A draft's texts in the form: what it gave replaces the field, what it lacks leaves it; its tags are added. */
export function withDraftTexts(current: RecipeFormState, draft: DraftTexts): RecipeFormState {
  return {
    ...current,
    title: draft.title || current.title,
    description: draft.description || current.description,
    ingredients: draft.ingredients.length ? draftRows(draft.ingredients) : current.ingredients,
    instructions: draft.instructions.length ? draftRows(draft.instructions) : current.instructions,
    tags: draft.tags.reduce<string[]>(
      (tags, tag) => (hasTag(tags, tag) ? tags : [...tags, tag]),
      current.tags,
    ),
  };
}

/** Tags compare without case (they are stored lower-cased): "Pasta" is a duplicate of "pasta". */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return tags.some((existing) => existing.trim().toLowerCase() === wanted);
}
