import { describe, expect, it } from 'vitest';
import { emptyForm, toRecipeRequest } from '../form/state';
import { formFromVideo } from './VideoExtraction';

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
