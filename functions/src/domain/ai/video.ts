/**
 * Recipes from a YouTube video (000 §1 "youtube", §5 "By video", §7 video-recipe-extraction, §8, §9): the call's
 * input, the answer's fields, the verification verdicts and their texts. The URL rules are the recipe's
 * (recipe/youtube.ts); this module only adds what extraction needs on top of them.
 */
import { z } from 'zod';
import { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '../constants/recipe';
import { CALL_MESSAGES } from '../messages';
import { parseYouTubeUrl, YOUTUBE_URL_REQUIRED } from '../recipe/youtube';
import { RECIPE_LANGUAGES } from '../recipe/types';

/** 000 §9: 5 extractions per hour per user. */
export const VIDEO_EXTRACTION_LIMITS = {
  requests: 5,
  windowMs: 3_600_000,
  /** 000 §5: a real video's thumbnail is larger than about 2000 bytes (YouTube's placeholder is smaller). */
  minThumbnailBytes: 2000,
  perList: 30,
} as const;

/** 000 §8 "Video extraction", and the verification failures 000 §5 describes (their wording is ours). */
export const VIDEO_MESSAGES = {
  authRequired: CALL_MESSAGES.authRequired,
  /** The server's 429 text (000 §8); the web shows its own "Magic Chef is tired!" with the reset time. */
  rateLimited: 'Rate limit exceeded. You can extract 5 videos per hour.',
  failed: 'Failed to extract recipe from video',
  private: 'This video is private or its owner does not allow embedding',
  notFound: 'Video not found. Please check the URL',
  unverifiable: 'This video cannot be verified. Please try another video',
  network: 'Could not connect to YouTube. Please check your connection and try again',
} as const;

/** What checking a video found: a verified video's oEmbed facts, or why it cannot be used. */
export type VideoCheck =
  | { readonly ok: true; readonly title: string; readonly authorName: string }
  | { readonly ok: false; readonly reason: VideoProblem };

export type VideoProblem = 'private' | 'notFound' | 'unverifiable' | 'network';

/** 000 §5: the oEmbed lookup's status → the verdict (401 private or embedding off, 404 not found, others: unverifiable). */
export function oembedProblem(status: number): VideoProblem | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return 'private';
  if (status === 404) return 'notFound';
  return 'unverifiable';
}

/** 000 §5: the thumbnail must exist and be over about 2000 bytes; YouTube answers a small placeholder otherwise. */
export function thumbnailProblem(status: number, bytes: number): VideoProblem | null {
  if (status === 404 || (status >= 200 && status < 300 && bytes <= VIDEO_EXTRACTION_LIMITS.minThumbnailBytes))
    return 'notFound';
  if (status < 200 || status >= 300) return 'unverifiable';
  return null;
}

export const videoRecipeExtractionInputSchema = z.object({
  youtubeUrl: z
    .string({ error: YOUTUBE_URL_REQUIRED })
    .max(2048, 'youtubeUrl is too long')
    .superRefine((value, ctx) => {
      const parsed = parseYouTubeUrl(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
  language: z
    .enum(RECIPE_LANGUAGES, { error: `language must be one of ${RECIPE_LANGUAGES.join(', ')}` })
    .default('en'),
});
export type VideoRecipeExtractionInput = z.infer<typeof videoRecipeExtractionInputSchema>;

/** What a provider reads from a video (the model's response schema; checked before it is answered). */
export const videoRecipeDraftSchema = z.object({
  title: z.string().trim().max(200),
  description: z.string().trim().max(2000),
  ingredients: z.array(z.string().trim().min(1).max(200)).max(VIDEO_EXTRACTION_LIMITS.perList),
  instructions: z.array(z.string().trim().min(1).max(1000)).max(VIDEO_EXTRACTION_LIMITS.perList),
  tags: z.array(z.string().trim().min(1).max(40)).max(10),
  /** Minutes; null when the video does not say. */
  cookingTime: z.number().int().min(1).max(1440).nullable(),
  difficulty: z.enum(RECIPE_DIFFICULTIES),
  /** A category id of the catalogue when one fits, else ''. */
  category: z.string().trim().max(60),
});
export type VideoRecipeDraft = z.infer<typeof videoRecipeDraftSchema>;

/** 000 §7: the answer's data: the draft plus the video it came from. */
export interface VideoRecipe extends VideoRecipeDraft {
  youtubeVideoId: string;
  youtubeUrl: string;
}

const MINUTES = /(\d{1,4})\s*(?:minutes|minuti|mins|min|דקות|דק')(?!\p{L})/iu;

/** The cooking time a video's title states ("… in 15 minutes"), or null. */
export function minutesIn(text: string): number | null {
  const found = MINUTES.exec(text);
  const minutes = found ? Number(found[1]) : NaN;
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** A difficulty from how long the recipe takes: the offline draft's guess (the cook changes it on the form). */
export function difficultyFor(minutes: number | null): RecipeDifficulty {
  if (minutes === null) return 'medium';
  if (minutes <= 20) return 'easy';
  return minutes > 90 ? 'hard' : 'medium';
}
