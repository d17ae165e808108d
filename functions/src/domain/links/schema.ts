/**
 * The inputs of the recipe-request link calls (001 §7 "Recipe-request links") and the shared recipe's rules (001 §5
 * "Shared recipe (public page)"). A refusal names the field (details.field, e.g. recipeData.description); the
 * recipe then goes through the recipe form's own schema (domain/recipe/schema.ts), so a shared recipe is checked
 * and cleaned like any other, and it is always private and made by 'shared-link' whatever the page sent.
 */
import { z } from 'zod';
import { uploadAvatarInputSchema } from '../media/schemas';
import { recipeImagesSchema } from '../recipe/images';
import { recipeInputSchema, type RecipeInput } from '../recipe/schema';
import { LINK_LIMITS, SHARED_RECIPE_LIMITS as L } from './constants';
import { LINK_MESSAGES as M } from './messages';

const recaptchaToken = z.string({ error: 'recaptchaToken must be a string' }).trim().max(4096).nullish();

/** 001 §5 "Recipe request message": required, at most 200 characters (counted after trimming). */
export const linkMessageSchema = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, M.messageRequired)
  .max(LINK_LIMITS.messageMax, M.messageTooLong);

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

type Issue = { message: string; path: string[] };

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : ''))
    : typeof value === 'string'
      ? value.split('\n')
      : [];
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function rowsIssue(field: 'ingredients' | 'instructions', raw: unknown, max: number, tooLong: string) {
  const rows = texts(raw).map((row) => row.trim());
  const long = rows.findIndex((row) => row.length > max);
  if (long >= 0) return { message: tooLong, path: [field, String(long)] };
  if (rows.filter(Boolean).length < L.minRows) return { message: M.fillRequiredFields, path: [field] };
  return null;
}

function tagsIssue(raw: unknown): Issue | null {
  if (raw === undefined || raw === null) return null;
  const tags = texts(raw).map((tag) => tag.trim().toLowerCase());
  if (tags.length > L.maxTags) return { message: M.tooManyTags, path: ['tags'] };
  const long = tags.findIndex((tag) => tag.length > L.tagMax);
  if (long >= 0) return { message: M.tagTooLong, path: ['tags', String(long)] };
  if (new Set(tags).size !== tags.length) return { message: M.duplicateTag, path: ['tags'] };
  return null;
}

/** The first rule of 001 §5 "Shared recipe" the raw recipe breaks (in the form's order), or null. */
export function sharedRecipeIssue(raw: Record<string, unknown>): Issue | null {
  const title = trimmed(raw.title);
  if (!title) return { message: M.titleRequired, path: ['title'] };
  if (title.length > L.titleMax) return { message: M.titleTooLong, path: ['title'] };
  const description = trimmed(raw.description);
  if (!description) return { message: M.descriptionRequired, path: ['description'] };
  if (description.length < L.descriptionMin) return { message: M.descriptionTooShort, path: ['description'] };
  if (description.length > L.descriptionMax) return { message: M.descriptionTooLong, path: ['description'] };
  const categories = Array.isArray(raw.categories) ? raw.categories : [];
  if (categories.length === 0) return { message: M.categoryRequired, path: ['categories'] };
  if (categories.length > L.maxCategories) return { message: M.tooManyCategories, path: ['categories'] };
  return (
    rowsIssue('ingredients', raw.ingredients, L.ingredientMax, M.ingredientTooLong) ??
    rowsIssue('instructions', raw.instructions, L.instructionMax, M.instructionTooLong) ??
    tagsIssue(raw.tags)
  );
}

/** The recipe a friend sends: 001 §5's rules, then the recipe form's schema; private and 'shared-link' always. */
export const sharedRecipeSchema = z
  .record(z.string(), z.unknown(), { error: 'recipeData must be an object with the form fields' })
  .transform((raw, ctx): RecipeInput => {
    const issue = sharedRecipeIssue(raw);
    if (issue) {
      ctx.addIssue({ code: 'custom', ...issue });
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
  .trim()
  .max(LINK_LIMITS.fromNameMax, M.fromNameTooLong)
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
