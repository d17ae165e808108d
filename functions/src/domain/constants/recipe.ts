/**
 * Recipe and account limits: spec 000 §5 (text lengths, form rules) and §9 (business constants).
 * Where two values disagree on purpose (ingredient 50 vs 100, preparation default 30 vs 15),
 * forms use the form value and the server's cleaning step the cleaning value (spec README).
 */
export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

export const RECIPE_VISIBILITIES = ['public', 'followers-only', 'private'] as const;
export type RecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];

/** manual, youtube, ai-title (spec 000 §1) and the recipes submitted through a request link (001). */
export const RECIPE_CREATION_METHODS = ['manual', 'youtube', 'ai-title', 'shared-link'] as const;
export type RecipeCreationMethod = (typeof RECIPE_CREATION_METHODS)[number];

export const DIETARY_CLASSIFICATIONS = ['Besari', 'Halavi', 'Parva'] as const;
export type DietaryClassification = (typeof DIETARY_CLASSIFICATIONS)[number];

export const CALORIES_STATUSES = ['pending', 'calculated', 'failed'] as const;
export type CaloriesStatus = (typeof CALORIES_STATUSES)[number];

export const RECIPE_LIMITS = {
  maxCategories: 3,
  maxImages: 5,
  maxImageBytes: 10_485_760,
  preparationTime: { min: 1, max: 1440, formDefault: 30, cleaningDefault: 15 },
  cookingTime: { min: 0, max: 1440, default: 30 },
  servingsDefault: 4,
  difficultyDefault: 'medium' as RecipeDifficulty,
  visibilityDefault: 'public' as RecipeVisibility,
  creationMethodDefault: 'manual' as RecipeCreationMethod,
  maxSearchTerms: 30,
  searchTermMinLength: 2,
  searchTermWords: { description: 20, instructions: 15, tip: 10 },
  maxTagsPerSharedRecipe: 10,
  cardDescriptionLength: 100,
} as const;

/** Maximum characters after cleaning (markup stripped, trimmed, cut). */
export const RECIPE_CLEANING_MAX_LENGTH = {
  title: 100,
  description: 500,
  ingredient: 100,
  instruction: 500,
  recipeTip: 300,
  tag: 30,
  category: 50,
} as const;

/** Maximum characters in the entry forms (counters, input limits). */
export const RECIPE_FORM_MAX_LENGTH = {
  title: 100,
  description: 500,
  ingredient: 50,
  instruction: 500,
  recipeTip: 300,
  tag: 30,
} as const;

export const IMAGE_SIZES = {
  thumbnail: { width: 300, height: 300 },
  card: { width: 400, height: 300 },
  detail: { width: 800, height: 600 },
  full: { width: 1200, height: 900 },
} as const;

export const IMAGE_COMPRESSION = {
  browser: {
    aboveBytes: 1_048_576,
    maxDimension: 1920,
    quality: 0.85,
    qualityStep: 0.1,
    qualityFloor: 0.5,
    targetBytes: 1_048_576,
  },
  upload: { aboveBytes: 512_000, maxDimension: 1024, quality: 0.85 },
  uploadPreset: 'recipe-images',
} as const;

export const PERSON_DETECTION = { scoreThreshold: 0.5, workerTimeoutMs: 30_000 } as const;

export const AI_LIMITS = {
  titleMinLength: 3,
  suggestionsByTitle: { requests: 5, windowMs: 600_000, cacheDays: 30, maxPerField: 5 },
  videoExtraction: { requests: 5, windowMs: 3_600_000 },
  ingredientReplacement: { requests: 5, windowMs: 3_600_000, cacheMs: 1_800_000 },
} as const;

export const ACCOUNT_LIMITS = {
  username: { min: 3, max: 30 },
  displayName: { min: 3, max: 50, signupMax: 100 },
  password: { min: 6, max: 128 },
  emailMax: 255,
  bioMax: 500,
  locationMax: 100,
} as const;

export const AUTOCOMPLETE = {
  debounceMs: 300,
  fetched: 20,
  shown: 5,
  tagSuggestions: 10,
  tagSuggestionsMinChars: 2,
  popularTagsOnCreate: 10,
  popularTagsSharedShown: 6,
  popularTagsSharedLoaded: 8,
} as const;

export const RESPONSIVE = { selectBreakpointPx: 640, commentsCollapseBreakpointPx: 768 } as const;
