import { describe, expect, it } from 'vitest';
import { unsubscribeToken, validUnsubscribeToken } from './unsubscribeToken';

describe('unsubscribe tokens', () => {
  it('accept the token made for that user with that secret only', () => {
    const token = unsubscribeToken('user-1', 'secret-a');
    expect(validUnsubscribeToken('user-1', token, 'secret-a')).toBe(true);
    expect(validUnsubscribeToken('user-2', token, 'secret-a')).toBe(false);
    expect(validUnsubscribeToken('user-1', token, 'secret-b')).toBe(false);
    expect(validUnsubscribeToken('user-1', `${token}x`, 'secret-a')).toBe(false);
    expect(validUnsubscribeToken('user-1', '', 'secret-a')).toBe(false);
  });
});
