import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/video.json';
import { emptyForm, toRecipeRequest } from '../form/state';
import { ApiRequestError } from '@/platform/api';
import { formFromVideo, videoFailure } from './VideoExtraction';

const video = {
  title: 'Red Lentil Soup in 30 minutes',
  description: 'A warming soup',
  ingredients: ['2 cups red lentils', '1 onion'],
  instructions: ['Fry the onion', 'Simmer the lentils'],
  tags: ['soup'],
  cookingTime: 30,
  difficulty: 'easy' as const,
  category: '',
  youtubeVideoId: 'mtkLentil01',
  youtubeUrl: 'https://www.youtube.com/watch?v=mtkLentil01',
};

describe('the form filled from a video', () => {
  it('takes every field the video gave, and saves as a youtube recipe with its link', () => {
    const state = formFromVideo({ ...emptyForm(), tags: ['Soup', 'dinner'] }, video);
    expect(state).toMatchObject({
      title: video.title,
      description: video.description,
      difficulty: 'easy',
      preparationTime: '30',
      creationMethod: 'youtube',
      youtubeUrl: video.youtubeUrl,
    });
    expect(state.tags).toEqual(['Soup', 'dinner']);
    expect(state.ingredients.map((line) => line.text)).toEqual(video.ingredients);
    expect(state.instructions.map((line) => line.text)).toEqual(video.instructions);
    expect(toRecipeRequest(state, 'create', [])).toMatchObject({
      creationMethod: 'youtube',
      youtubeUrl: video.youtubeUrl,
      ingredients: video.ingredients,
    });
  });

  it('keeps what the cook typed where the video says nothing', () => {
    const before = { ...emptyForm(), description: 'Mine', preparationTime: '45' };
    const state = formFromVideo(before, { ...video, description: '', cookingTime: null, ingredients: [] });
    expect(state.description).toBe('Mine');
    expect(state.preparationTime).toBe('45');
    expect(state.ingredients).toBe(before.ingredients);
  });

  it('a manual recipe sends no video link on create', () => {
    expect(toRecipeRequest(emptyForm(), 'create', [])).not.toHaveProperty('youtubeUrl');
  });
});

describe('the refusal of a sixth video within the hour', () => {
  const refusal = (details: Record<string, unknown>) =>
    new ApiRequestError(
      'resource-exhausted',
      'Rate limit exceeded. You can extract 5 videos per hour.',
      429,
      details,
      true,
    );

  it('says when the hour resets, on the reader’s clock', async () => {
    const resetTime = new Date(2026, 10, 28, 14, 5).toISOString();
    const problem = videoFailure(refusal({ resetIn: 600, resetTime }), 'en');
    expect(problem).toEqual({ key: 'errors.rateLimitedUntil', values: { time: '14:05' } });
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { video: en } }, interpolation: { escapeValue: false } });
    const text = i18n.getFixedT('en', 'video')(problem.key, problem.values);
    expect(text).toBe('Magic Chef is tired! You can extract 5 videos per hour. Try again at 14:05.');
  });

  it('keeps the plain text when the answer carries no reset time', () => {
    expect(videoFailure(refusal({}), 'he')).toEqual({ key: 'errors.rateLimited' });
  });
});
