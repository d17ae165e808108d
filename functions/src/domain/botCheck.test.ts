import { describe, expect, it } from 'vitest';
import { botCheckThreshold, DEFAULT_BOT_CHECK_THRESHOLD, passesBotCheck } from './botCheck';

describe('bot-check thresholds (spec 002 §9)', () => {
  it.each([
    ['DELETE_RECIPE', 0.7],
    ['CREATE_RECIPE', 0.7],
    ['EDIT_RECIPE', 0.6],
    ['SIGNUP', 0.6],
    ['LOGIN', 0.5],
    ['RATE_RECIPE', 0.5],
    ['FOLLOW_USER', 0.5],
    ['FAVORITE_RECIPE', 0.4],
    ['UPDATE_NOTIFICATION', 0.4],
    ['SEARCH', 0.3],
  ])('%s needs %f', (action, threshold) => {
    expect(botCheckThreshold(action)).toBe(threshold);
  });

  it('defaults to 0.5, also for names of Object.prototype', () => {
    expect(DEFAULT_BOT_CHECK_THRESHOLD).toBe(0.5);
    expect(botCheckThreshold('CREATE_COMMENT')).toBe(0.5);
    expect(botCheckThreshold('toString')).toBe(0.5);
  });

  it('passes at the threshold, fails below it and on NaN', () => {
    expect(passesBotCheck('SEARCH', 0.3)).toBe(true);
    expect(passesBotCheck('SEARCH', 0.29)).toBe(false);
    expect(passesBotCheck('SEARCH', Number.NaN)).toBe(false);
  });
});
