import { describe, expect, it } from 'vitest';
import { ratingMapping } from './ratings';

describe('ratingMapping (recipes/{recipeId}/ratings/{uid} → public.ratings)', () => {
  it('takes the ids from the key and the rating from the document', () => {
    expect(
      ratingMapping.toRow('r1/u1', {
        userId: 'someone-else',
        madeIt: false,
        rating: 2,
        weight: 0.5,
        interest: 'not-interested',
        feedback: 'maybe later',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        version: 3,
      }),
    ).toEqual({
      recipe_id: 'r1',
      user_id: 'u1',
      made_it: false,
      rating: 2,
      weight: 0.5,
      interest: 'not-interested',
      feedback: 'maybe later',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('makes a hand-written document fit the table: score 1–5, no interest on a made-it rating', () => {
    const row = ratingMapping.toRow('r1/u1', { madeIt: true, rating: 9, interest: 'interested', version: 0 });
    expect(row).toMatchObject({ made_it: true, rating: 5, weight: 1, interest: null, feedback: '' });
    expect(ratingMapping.toRow('r1/u1', { rating: -3, interest: 'meh', version: 0 })).toMatchObject({
      rating: 1,
      interest: null,
    });
  });
});
