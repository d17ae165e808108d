/**
 * POST /api/ai/video-recipe-extraction on the stack: the functions check videos against the launcher's offline
 * YouTube (scripts/local/youtubeFake.mjs: oEmbed and thumbnails as YouTube answers them) and the offline provider
 * drafts the recipe from the verified title. A verified video gives the spec's fields; a private one (401), a
 * missing one (404), a broken lookup (500) and a placeholder thumbnail give their messages and use no quota; the
 * sixth attempt within the hour gets 429 with the spec's text and its reset time; a guest gets 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '../domain/ai/video';
import type { VideoRecipeExtractionAnswer } from '../domain/contracts';
import { offlineAiProviders } from '../platform/ai';
import { auth, db } from '../platform/firebase';
import { createServiceClient } from '../platform/mirror/client';
import { createUser, type TestUser } from '../testing/authEmulator';
import { stackEnv } from '../testing/env';
import { api } from '../testing/recipes';
import { similarRecipes } from './similar';

const PATH = '/api/ai/video-recipe-extraction';
const LENTILS = 'mtkLentil01';
let cook: TestUser;

const mirror = () => {
  const env = stackEnv();
  return createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
};
const extract = (youtubeUrl: string, user: TestUser | null = cook) =>
  api<VideoRecipeExtractionAnswer & { error: { message: string; resetIn?: number; resetTime?: string } }>(
    'POST',
    PATH,
    {
      user,
      body: { youtubeUrl, language: 'en' },
    },
  );

beforeAll(async () => {
  cook = await createUser(db());
}, 60_000);

afterAll(async () => {
  await auth().deleteUsers([cook.uid]);
});

describe('POST /api/ai/video-recipe-extraction (offline YouTube, offline provider)', () => {
  it('refuses guests and bad links (the URL rules name the field) without counting them', async () => {
    const guest = await extract(`https://youtu.be/${LENTILS}`, null);
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe(VIDEO_MESSAGES.authRequired);
    const shorts = await extract(`https://www.youtube.com/shorts/${LENTILS}`);
    expect(shorts.status).toBe(400);
    expect(JSON.stringify(shorts.body)).toContain('YouTube Shorts are not supported');
    expect(JSON.stringify(shorts.body)).toContain('youtubeUrl');
    const empty = await extract('');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please enter a YouTube URL');
  }, 60_000);

  it('drafts a recipe from a verified video: the spec’s fields, the video’s id and canonical link', async () => {
    const answer = await extract(`https://youtu.be/${LENTILS}?t=12`);
    expect(answer.status).toBe(200);
    expect(answer.body.rateLimitRemaining).toBe(4);
    expect(answer.body.source).toBe('offline');
    const { data } = answer.body;
    expect(data).toMatchObject({
      title: 'Red Lentil Soup with Cumin in 30 minutes',
      cookingTime: 30,
      difficulty: 'medium',
      youtubeVideoId: LENTILS,
      youtubeUrl: `https://www.youtube.com/watch?v=${LENTILS}`,
      tags: [],
    });
    // the offline draft is the offline suggestions for the video's title, as the mirror finds them now
    const expected = await offlineAiProviders({
      similarRecipes: (query) => similarRecipes(mirror(), query),
    }).video.extract({
      videoId: LENTILS,
      url: data.youtubeUrl,
      language: 'en',
      title: data.title,
      authorName: 'Matkon Demo Kitchen',
    });
    expect(data.ingredients).toEqual(expected.ingredients);
    expect(data.instructions).toEqual(expected.instructions);
    expect(data.description).toBe(expected.description);
  }, 60_000);

  it.each([
    ['private', 'https://www.youtube.com/watch?v=mtkPrivate1', 400, VIDEO_MESSAGES.private],
    ['not found', 'https://www.youtube.com/embed/mtkMissing1', 404, VIDEO_MESSAGES.notFound],
    [
      'not found (only a placeholder thumbnail)',
      'https://www.youtube.com/v/mtkNoThumb1',
      404,
      VIDEO_MESSAGES.notFound,
    ],
    ['unverifiable', 'https://www.youtube.com/watch?v=mtkBroken01', 503, VIDEO_MESSAGES.unverifiable],
  ])(
    'names what YouTube says of a video: %s',
    async (_case, url, status, message) => {
      const answer = await extract(url);
      expect(answer.status).toBe(status);
      expect(answer.body.error.message).toBe(message);
    },
    60_000,
  );

  it('failed checks leave the hour’s quota alone; the sixth attempt gets 429 with the spec’s text and when it resets', async () => {
    // one draft so far (above); the four refused videos did not count (decision 0041)
    const second = await extract(`https://youtu.be/${LENTILS}`);
    expect(second.status).toBe(200);
    expect(second.body.rateLimitRemaining).toBe(3);
    for (const remaining of [2, 1, 0]) {
      const next = await extract(`https://youtu.be/${LENTILS}`);
      expect(next.body.rateLimitRemaining).toBe(remaining);
    }
    const before = Date.now();
    const sixth = await extract(`https://youtu.be/${LENTILS}`);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe('Rate limit exceeded. You can extract 5 videos per hour.');
    expect(sixth.body.error.resetIn).toBeGreaterThan(0);
    expect(sixth.body.error.resetIn).toBeLessThanOrEqual(3600);
    const resetAt = Date.parse(sixth.body.error.resetTime ?? '');
    expect(resetAt).toBeGreaterThan(before);
    expect(resetAt).toBeLessThanOrEqual(before + 3_601_000);
    // a full hour is refused before YouTube is asked: even a private video gets the 429
    const refused = await extract('https://www.youtube.com/watch?v=mtkPrivate1');
    expect(refused.status).toBe(429);
  }, 60_000);
});
