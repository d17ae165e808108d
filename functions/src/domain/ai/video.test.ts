import { describe, expect, it } from 'vitest';
import {
  difficultyFor,
  minutesIn,
  oembedProblem,
  thumbnailProblem,
  VIDEO_MESSAGES,
  videoRecipeExtractionInputSchema,
} from './video';

describe('video extraction rules', () => {
  it('reads oEmbed statuses as 000 §5 says', () => {
    expect(oembedProblem(200)).toBeNull();
    expect(oembedProblem(401)).toBe('private');
    expect(oembedProblem(404)).toBe('notFound');
    expect(oembedProblem(500)).toBe('unverifiable');
    expect(oembedProblem(429)).toBe('unverifiable');
  });

  it('wants a thumbnail over about 2000 bytes', () => {
    expect(thumbnailProblem(200, 14_000)).toBeNull();
    expect(thumbnailProblem(200, 2000)).toBe('notFound');
    expect(thumbnailProblem(404, 0)).toBe('notFound');
    expect(thumbnailProblem(503, 0)).toBe('unverifiable');
  });

  it('takes the URL rules of the recipe: Shorts, empty and unparseable links refused with their texts', () => {
    const problem = (youtubeUrl: string) =>
      videoRecipeExtractionInputSchema.safeParse({ youtubeUrl }).error?.issues[0]?.message;
    expect(problem('')).toBe('Please enter a YouTube URL');
    expect(problem('https://www.youtube.com/shorts/abcdefghijk')).toBe(
      'YouTube Shorts are not supported. Please use a regular YouTube video.',
    );
    expect(problem('not a link')).toBe('Please enter a valid YouTube URL');
    expect(problem('https://youtu.be/abcdefghijk')).toBeUndefined();
    expect(videoRecipeExtractionInputSchema.parse({ youtubeUrl: 'youtu.be/abcdefghijk' }).language).toBe(
      'en',
    );
  });

  it('guesses minutes and difficulty from a title in each language', () => {
    expect(minutesIn('Shakshuka in 15 minutes')).toBe(15);
    expect(minutesIn('שקשוקה ב-20 דקות')).toBe(20);
    expect(minutesIn('Pasta in 10 minuti')).toBe(10);
    expect(minutesIn('Grandma’s bread')).toBeNull();
    expect(difficultyFor(15)).toBe('easy');
    expect(difficultyFor(45)).toBe('medium');
    expect(difficultyFor(180)).toBe('hard');
    expect(difficultyFor(null)).toBe('medium');
  });

  it('says the spec’s rate-limit text', () => {
    expect(VIDEO_MESSAGES.rateLimited).toBe('Rate limit exceeded. You can extract 5 videos per hour.');
  });
});
