/**
 * The enterprise settings' shapes and the validation of spec 002 §5, one rule for both sides: the settings screen
 * checks a tab before saving, PUT /api/admin/settings checks it again before writing (002 §5 says "Not all of these
 * checks are clearly enforced on save": here they all are).
 */
import { z } from 'zod';
import {
  DEFAULT_ENTERPRISE_SETTINGS,
  SETTINGS_CATEGORIES,
  type EnterpriseSettings,
  type SettingsCategory,
} from '../constants/enterpriseSettings';
import { SETTINGS_MESSAGES as M } from './messages';

const atLeastOne = (message: string = M.positiveNumber) =>
  z.number({ error: message }).int(message).min(1, message);
const notNegative = z.number({ error: M.notNegative }).int(M.notNegative).min(0, M.notNegative);
const topLimit = z
  .number({ error: M.topLimitsRange })
  .int(M.topLimitsRange)
  .min(1, M.topLimitsRange)
  .max(100, M.topLimitsRange);
const flag = z.boolean();
const label = z.string().trim().min(1).max(100);

const analytics = z
  .object({
    calorieThresholds: z.object({
      low: atLeastOne(M.caloriesAtLeastOne),
      medium: atLeastOne(M.caloriesAtLeastOne),
    }),
    topResultsLimits: z.object({
      mostViewed: topLimit,
      mostRated: topLimit,
      mostFavorited: topLimit,
      mostShared: topLimit,
      topCreators: topLimit,
      popularTags: topLimit,
      popularIngredients: topLimit,
    }),
    timeRanges: z.object({
      defaultDays: atLeastOne(),
      maxDays: atLeastOne(),
      realTimeRefreshInterval: atLeastOne(),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.calorieThresholds.low >= value.calorieThresholds.medium)
      ctx.addIssue({ code: 'custom', message: M.lowBelowMedium, path: ['calorieThresholds', 'low'] });
    if (value.timeRanges.defaultDays > value.timeRanges.maxDays)
      ctx.addIssue({ code: 'custom', message: M.daysOrder, path: ['timeRanges', 'defaultDays'] });
  });

const languages = z
  .object({
    supported: z.array(
      z.object({ code: z.string().trim().min(2).max(10), name: label, rtl: flag, primary: flag }),
      { error: M.languagesArray },
    ),
    default: z.string().trim().min(2).max(10),
    autoDetect: flag,
  })
  .superRefine((value, ctx) => {
    if (!value.supported.some((language) => language.code === value.default))
      ctx.addIssue({ code: 'custom', message: M.defaultLanguage, path: ['default'] });
  });

const creationMethods = z.object({
  supported: z.array(
    z.object({
      id: label,
      nameEn: label,
      nameHe: label,
      icon: z.string().max(20),
      enabled: flag,
      order: notNegative,
    }),
  ),
});

const sharingPlatforms = z.object({
  supported: z.array(
    z.object({
      id: label,
      name: label,
      icon: z.string().max(20),
      enabled: flag,
      analytics: flag,
      order: notNegative,
    }),
  ),
});

const businessRules = z.object({
  moderation: z.object({ maxRecipesPerDay: atLeastOne(M.maxRecipesPerDay), maxRecipesPerUser: atLeastOne() }),
  engagement: z.object({
    minViewsForTrending: notNegative,
    minRatingForFeatured: z.number({ error: M.ratingRange }).min(0, M.ratingRange).max(5, M.ratingRange),
    followersRequiredForVerification: notNegative,
  }),
  performance: z.object({
    slowQueryThresholdMs: atLeastOne(),
    cacheExpirationMinutes: atLeastOne(),
    maxConcurrentUsers: atLeastOne(),
  }),
});

const features = z.object({
  analytics: z.object({ realTime: flag, aiInsights: flag, exportData: flag }),
  content: z.object({
    aiRecipeGeneration: flag,
    videoRecipes: flag,
    nutritionCalculation: flag,
    ingredientSubstitution: flag,
  }),
  social: z.object({
    userFollowing: flag,
    recipeSharing: flag,
    ratings: flag,
    socialLogin: flag,
    comments: flag,
  }),
  monetization: z.object({
    affiliateLinks: flag,
    premiumSubscriptions: flag,
    sponsoredContent: flag,
    advertising: flag,
  }),
});

const api = z.object({
  rateLimit: z.object({
    requestsPerMinute: atLeastOne(),
    requestsPerHour: atLeastOne(),
    requestsPerDay: atLeastOne(),
  }),
  external: z.object({ youtube: flag, ai: flag, imageHost: flag }),
});

/** One schema per stored category document (settings/{category}). */
export const SETTINGS_SCHEMAS = {
  analytics,
  languages,
  creationMethods,
  sharingPlatforms,
  businessRules,
  features,
  api,
} satisfies Record<SettingsCategory, z.ZodType>;

/** settings/defaultRecipeImage (000 §2 "Recipe card"): `url` empty (none) or an https address or a site path. */
export const DEFAULT_RECIPE_IMAGE_CATEGORY = 'defaultRecipeImage';
export const defaultRecipeImageSchema = z.object({
  url: z
    .string({ error: M.imageUrl })
    .trim()
    .max(2000, M.imageUrl)
    .refine((url) => url === '' || /^(https:\/\/[^\s]+|\/[^/\s][^\s]*)$/.test(url), M.imageUrl),
});
export type DefaultRecipeImageSetting = z.infer<typeof defaultRecipeImageSchema>;

/** What the settings screen edits: the seven categories plus the default recipe image. */
export const EDITABLE_SETTINGS = [...SETTINGS_CATEGORIES, DEFAULT_RECIPE_IMAGE_CATEGORY] as const;
export type EditableSettingsCategory = (typeof EDITABLE_SETTINGS)[number];
export type EditableSettings = EnterpriseSettings & { defaultRecipeImage: DefaultRecipeImageSetting };

/** Every category's value, each from `valueOf` (a category added to EDITABLE_SETTINGS must be added here too). */
export function everySetting(
  valueOf: <K extends EditableSettingsCategory>(category: K) => EditableSettings[K],
): EditableSettings {
  return {
    analytics: valueOf('analytics'),
    languages: valueOf('languages'),
    creationMethods: valueOf('creationMethods'),
    sharingPlatforms: valueOf('sharingPlatforms'),
    businessRules: valueOf('businessRules'),
    features: valueOf('features'),
    api: valueOf('api'),
    defaultRecipeImage: valueOf('defaultRecipeImage'),
  };
}

export function isEditableSettingsCategory(value: unknown): value is EditableSettingsCategory {
  return typeof value === 'string' && (EDITABLE_SETTINGS as readonly string[]).includes(value);
}

/** PUT /api/admin/settings: one category's whole value; the value is checked by `validateSettings`. */
export const saveSettingsInputSchema = z.object({
  category: z.enum(EDITABLE_SETTINGS, { error: M.unknownCategory }),
  value: z.record(z.string(), z.unknown()),
});
export type SaveSettingsInput = z.infer<typeof saveSettingsInputSchema>;

export type SettingsVerdict<K extends EditableSettingsCategory> =
  { ok: true; value: EditableSettings[K] } | { ok: false; field: string; message: string };

function schemaOf(category: EditableSettingsCategory): z.ZodType {
  return category === DEFAULT_RECIPE_IMAGE_CATEGORY ? defaultRecipeImageSchema : SETTINGS_SCHEMAS[category];
}

/** The first problem of a category's value (its field path and the spec's message), or the cleaned value. */
export function validateSettings<K extends EditableSettingsCategory>(
  category: K,
  value: unknown,
): SettingsVerdict<K> {
  const parsed = schemaOf(category).safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as EditableSettings[K] };
  const issue = parsed.error.issues[0];
  const field = [category, ...(issue?.path ?? []).map(String)].join('.');
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : M.invalid;
  return { ok: false, field, message };
}

export function defaultEditableSettings<K extends EditableSettingsCategory>(
  category: K,
): EditableSettings[K] {
  if (category === DEFAULT_RECIPE_IMAGE_CATEGORY) return { url: '' } as EditableSettings[K];
  return structuredClone(DEFAULT_ENTERPRISE_SETTINGS[category as SettingsCategory]) as EditableSettings[K];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The defaults overlaid with what is stored, key by key (lists replace); a stored value too broken to use is ignored. */
function overlay(base: unknown, stored: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(stored)) return stored === undefined ? base : stored;
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) out[key] = overlay(base[key], stored[key]);
  return out;
}

/**
 * A category as the product uses it: the stored document over the defaults (a document written before a key
 * existed still has it), or the defaults when there is none or it does not pass the rules.
 */
export function settingsWithDefaults<K extends EditableSettingsCategory>(
  category: K,
  stored: object | undefined,
): EditableSettings[K] {
  const defaults = defaultEditableSettings(category);
  if (!stored) return defaults;
  const verdict = validateSettings(category, overlay(defaults, stored));
  return verdict.ok ? verdict.value : defaults;
}
