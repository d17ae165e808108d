import { describe, expect, it } from 'vitest';
import { busyRetryMessage, mirrorFailureMessage } from './errors';

describe('busy and connection messages (000 §8, 002 §8)', () => {
  it('says how many whole minutes to wait, at least one', () => {
    expect(busyRetryMessage('delete recipe', 60)).toBe(
      'Unable to delete recipe: Service is temporarily busy. Please try again in 1 minute(s).',
    );
    expect(busyRetryMessage('delete recipe', 1)).toContain('in 1 minute(s).');
    expect(busyRetryMessage('delete recipe', 61)).toContain('in 2 minute(s).');
    expect(busyRetryMessage('delete recipe', 3_600)).toContain('in 60 minute(s).');
  });

  it('keeps "a few minutes" where the spec gives no wait', () => {
    expect(mirrorFailureMessage('create recipe', true)).toBe(
      'Unable to create recipe: Service is temporarily busy. Please try again in a few minutes.',
    );
    expect(mirrorFailureMessage('create recipe', false)).toBe(
      'Unable to create recipe: Please check your connection and try again later.',
    );
  });
});
