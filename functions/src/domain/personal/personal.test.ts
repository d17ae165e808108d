import { describe, expect, it } from 'vitest';
import { feedLanguages } from '../feeds/languages';
import {
  affinityHeart,
  affinityPercentage,
  categoryAffinitySchema,
  LANGUAGE_EVENT_TYPES,
  LANGUAGE_EVENT_WEIGHTS,
  languageInteractionSchema,
} from '.';

describe('affinity on the home (001 §2, §9)', () => {
  it('shows the 0-10 score as a percentage and earns the heart above 7', () => {
    expect([0, 2.04, 5.5, 7, 7.01, 10, 12, -1, Number.NaN].map(affinityPercentage)).toEqual([
      0, 20, 55, 70, 70, 100, 100, 0, 0,
    ]);
    expect([7, 7.01, 10].map(affinityHeart)).toEqual([false, true, true]);
  });
});

describe('language event weights (001 §9)', () => {
  it('weighs every event type as the spec lists it', () => {
    expect(LANGUAGE_EVENT_TYPES.map((type) => [type, LANGUAGE_EVENT_WEIGHTS[type]])).toEqual([
      ['view', 0.5],
      ['click', 1],
      ['save', 3],
      ['share', 2],
      ['cook', 5],
      ['search', 1.5],
      ['rate', 2.5],
      ['unsave', -1],
      ['view_ingredients', 0.8],
      ['view_instructions', 1.2],
      ['copy_recipe', 2],
      ['print_recipe', 2.5],
      ['other', 1],
    ]);
  });

  it('names the field of a bad event', () => {
    const bad = languageInteractionSchema.safeParse({
      events: [{ recipe_id: 'r1', user_language: 'en', event_type: 'stare', session_id: 's' }],
    });
    expect(bad.error?.issues[0]?.message).toContain('events.event_type');
    const rate = categoryAffinitySchema.safeParse({ recipeId: 'r1', action: 'rate' });
    expect(rate.error?.issues[0]?.message).toBe('rating is required when action is rate');
    expect(categoryAffinitySchema.safeParse({ recipeId: 'r1', action: 'view' }).success).toBe(true);
  });
});

describe('feeds widened by the languages a user is learning (001 §1)', () => {
  it('adds the learned languages to the profile’s, never to a guest’s', () => {
    expect(feedLanguages('en', { language: 'en', contentLanguage: 'en' }, ['en', 'it'])).toEqual([
      'en',
      'it',
    ]);
    expect(feedLanguages('en', null)).toEqual(['en']);
  });
});
