/**
 * POST /api/ai/video-recipe-extraction (000 §7, §9): signed in; 5 extractions per hour per user, counted only when
 * the provider is asked (decision 0041); the video is verified (oEmbed and thumbnail, 000 §5) first. Nothing is
 * written but the rate-limit window: the draft goes to the form, and the cook saves it as any recipe.
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  VIDEO_EXTRACTION_LIMITS,
  VIDEO_MESSAGES,
  videoRecipeDraftSchema,
  type VideoProblem,
  type VideoRecipeExtractionInput,
} from '../domain/ai/video';
import type { VideoRecipeExtractionAnswer } from '../domain/contracts';
import { AppError, type ErrorCode } from '../domain/errors';
import { parseYouTubeUrl } from '../domain/recipe/youtube';
import type { VideoRecipeProvider } from '../platform/ai';
import { allowanceRule, enforceRateLimit, refuseWhenFull } from '../platform/rateLimit';
import type { VideoMetadata } from '../platform/videoMetadata';

export interface VideoExtractionDeps {
  db: Firestore;
  video: VideoRecipeProvider;
  metadata: VideoMetadata;
}

const REFUSALS: Record<VideoProblem, ErrorCode> = {
  private: 'invalid-argument',
  notFound: 'not-found',
  unverifiable: 'unavailable',
  network: 'unavailable',
};

export async function videoRecipeExtraction(
  deps: VideoExtractionDeps,
  uid: string,
  input: VideoRecipeExtractionInput,
): Promise<VideoRecipeExtractionAnswer> {
  const parsed = parseYouTubeUrl(input.youtubeUrl);
  // the contract's schema has already refused a link that does not parse
  if (!parsed.ok) throw new AppError('invalid-argument', parsed.error, { field: 'youtubeUrl' });
  const rule = allowanceRule(`ai-video:${uid}`, VIDEO_EXTRACTION_LIMITS);
  // decision 0041: a full hour is refused before YouTube is asked, but only an attempt at the provider counts
  await refuseWhenFull(deps.db, rule, VIDEO_MESSAGES.rateLimited);
  const video = await deps.metadata.check(parsed.videoId);
  if (!video.ok) {
    throw new AppError(REFUSALS[video.reason], VIDEO_MESSAGES[video.reason], {
      field: 'youtubeUrl',
      reason: video.reason,
    });
  }
  const verdict = await enforceRateLimit(deps.db, rule, VIDEO_MESSAGES.rateLimited);
  let draft;
  try {
    draft = videoRecipeDraftSchema.parse(
      await deps.video.extract({
        videoId: parsed.videoId,
        url: parsed.url,
        language: input.language,
        title: video.title,
        authorName: video.authorName,
      }),
    );
  } catch (error) {
    logger.warn('Video recipe extraction failed', { error: String(error), videoId: parsed.videoId });
    throw new AppError('unavailable', VIDEO_MESSAGES.failed);
  }
  return {
    data: { ...draft, youtubeVideoId: parsed.videoId, youtubeUrl: parsed.url },
    rateLimitRemaining: verdict.remaining,
    source: deps.video.source,
  };
}
