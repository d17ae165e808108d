/**
 * The inputs of the recipe-request link calls (001 §7 "Recipe-request links") and the shared recipe's rules (001 §5
 * "Shared recipe (public page)"). A refusal names the field (details.field, e.g. recipeData.description); the
 * recipe then goes through the recipe form's own schema (domain/recipe/schema.ts), so a shared recipe is checked
 * and cleaned like any other, and it is always private and made by 'shared-link' whatever the page sent.
 */
import { z } from 'zod';
import { uploadAvatarInputSchema } from '../media/schemas';
import { userText } from '../text/userText';
import { recipeImagesSchema } from '../recipe/images';
import { recipeInputSchema, type RecipeInput } from '../recipe/schema';
import { LINK_LIMITS, SHARED_RECIPE_LIMITS as L } from './constants';
import { LINK_MESSAGES as M } from './messages';

const recaptchaToken = z.string({ error: 'recaptchaToken must be a string' }).trim().max(4096).nullish();

/** 001 §5 "Recipe request message": required, at most 200 characters (counted after trimming). */
export const linkMessageSchema = z
  .string({ error: M.messageRequired })
  .transform((value) => userText(value))
  .pipe(z.string().min(1, M.messageRequired).max(LINK_LIMITS.messageMax, M.messageTooLong));

export const generateLinkInputSchema = z.object({ customMessage: linkMessageSchema, recaptchaToken });
export type GenerateLinkInput = z.output<typeof generateLinkInputSchema>;

/** A link's id is a SHA-256 of its token in hex: 64 characters. */
export const linkIdSchema = z
  .string({ error: M.linkIdRequired })
  .trim()
  .regex(/^[0-9a-f]{64}$/, M.notFound);
export const revokeLinkInputSchema = z.object({ linkId: linkIdSchema });
export type RevokeLinkInput = z.output<typeof revokeLinkInputSchema>;

/** A token as generate makes it (base64url of 32 random bytes); anything else is no link at all. */
export const linkTokenSchema = z
  .string({ error: M.tokenRequired })
  .trim()
  .min(1, M.tokenRequired)
  .regex(/^[A-Za-z0-9_-]{43}$/, M.tokenInvalid);
export const linkTokenQuerySchema = z.object({ token: linkTokenSchema });

export const emptyQuerySchema = z.object({});

/** The rules of 001 §5 "Shared recipe" beyond the recipe form's, by their message's name (the page's text key). */
export type SharedRuleKey =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'descriptionTooShort'
  | 'descriptionTooLong'
  | 'categoryRequired'
  | 'tooManyCategories'
  | 'fillRequiredFields'
  | 'ingredientTooLong'
  | 'instructionTooLong'
  | 'tooManyTags'
  | 'tagTooLong'
  | 'duplicateTag';

export interface SharedRecipeIssue {
  key: SharedRuleKey;
  message: string;
  /** The field first ('ingredients', 'tags', …), then the row when one row breaks the rule. */
  path: string[];
}
type Issue = SharedRecipeIssue;
const issue = (key: SharedRuleKey, ...path: string[]): Issue => ({ key, message: M[key], path });

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : ''))
    : typeof value === 'string'
      ? value.split('\n')
      : [];
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function rowsIssue(
  field: 'ingredients' | 'instructions',
  raw: unknown,
  max: number,
  tooLong: SharedRuleKey,
): Issue | null {
  const rows = texts(raw).map((row) => row.trim());
  const long = rows.findIndex((row) => row.length > max);
  if (long >= 0) return issue(tooLong, field, String(long));
  if (rows.filter(Boolean).length < L.minRows) return issue('fillRequiredFields', field);
  return null;
}

function tagsIssue(raw: unknown): Issue | null {
  if (raw === undefined || raw === null) return null;
  const tags = texts(raw).map((tag) => tag.trim().toLowerCase());
  if (tags.length > L.maxTags) return issue('tooManyTags', 'tags');
  const long = tags.findIndex((tag) => tag.length > L.tagMax);
  if (long >= 0) return issue('tagTooLong', 'tags', String(long));
  if (new Set(tags).size !== tags.length) return issue('duplicateTag', 'tags');
  return null;
}

function titleIssue(raw: unknown): Issue | null {
  const title = trimmed(raw);
  if (!title) return issue('titleRequired', 'title');
  return title.length > L.titleMax ? issue('titleTooLong', 'title') : null;
}

function descriptionIssue(raw: unknown): Issue | null {
  const description = trimmed(raw);
  if (!description) return issue('descriptionRequired', 'description');
  if (description.length < L.descriptionMin) return issue('descriptionTooShort', 'description');
  return description.length > L.descriptionMax ? issue('descriptionTooLong', 'description') : null;
}

function categoriesIssue(raw: unknown): Issue | null {
  const categories = Array.isArray(raw) ? raw : [];
  if (categories.length === 0) return issue('categoryRequired', 'categories');
  return categories.length > L.maxCategories ? issue('tooManyCategories', 'categories') : null;
}

/**
 * Every rule of 001 §5 "Shared recipe" the raw recipe breaks, one per field in the form's order: the server refuses
 * with the first, the /share page flags each field (the same rules in both places).
 */
export function sharedRecipeIssues(raw: Record<string, unknown>): Issue[] {
  return [
    titleIssue(raw.title),
    descriptionIssue(raw.description),
    categoriesIssue(raw.categories),
    rowsIssue('ingredients', raw.ingredients, L.ingredientMax, 'ingredientTooLong'),
    rowsIssue('instructions', raw.instructions, L.instructionMax, 'instructionTooLong'),
    tagsIssue(raw.tags),
  ].filter((found): found is Issue => found !== null);
}

/** The first rule of 001 §5 "Shared recipe" the raw recipe breaks (in the form's order), or null. */
export function sharedRecipeIssue(raw: Record<string, unknown>): Issue | null {
  return sharedRecipeIssues(raw)[0] ?? null;
}

/** The recipe a friend sends: 001 §5's rules, then the recipe form's schema; private and 'shared-link' always. */
export const sharedRecipeSchema = z
  .record(z.string(), z.unknown(), { error: 'recipeData must be an object with the form fields' })
  .transform((raw, ctx): RecipeInput => {
    const broken = sharedRecipeIssue(raw);
    if (broken) {
      ctx.addIssue({ code: 'custom', message: broken.message, path: broken.path });
      return z.NEVER;
    }
    // the server detects the language itself (domain/recipe/language.ts); a video belongs to the cook's own edit
    const parsed = recipeInputSchema.safeParse({
      ...raw,
      visibility: 'private',
      creationMethod: 'shared-link',
      language: null,
      youtubeUrl: '',
    });
    if (!parsed.success) {
      for (const found of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: found.message, path: found.path.map(String) });
      return z.NEVER;
    }
    return parsed.data;
  });

const fromName = z
  .string({ error: M.fromNameTooLong })
  .transform((value) => userText(value, 'asTyped', { singleLine: true }))
  .pipe(z.string().max(LINK_LIMITS.fromNameMax, M.fromNameTooLong))
  .optional()
  .default('');

/** POST /api/recipe-links/submit?token= body (001 §7), plus the images already uploaded and the friend's name. */
export const submitSharedRecipeInputSchema = z.object({
  recipeData: sharedRecipeSchema,
  images: recipeImagesSchema,
  fromName,
  recaptchaToken,
});
export type SubmitSharedRecipeInput = z.output<typeof submitSharedRecipeInputSchema>;

/** POST /api/recipe-links/upload?token= body: one image; the server picks the folder (the link's recipe). */
export const linkUploadInputSchema = uploadAvatarInputSchema;
export type LinkUploadInput = z.output<typeof linkUploadInputSchema>;
