import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_MESSAGES,
  USERNAME_MESSAGES,
  cleanDisplayName,
  deriveUsername,
  isUsernameAvailable,
  normaliseUsername,
  profilePath,
  userSearchTerms,
  usernameError,
  validateDisplayName,
  validateUsername,
} from './username';

describe('normaliseUsername (spec 000 §5)', () => {
  it.each([
    ['Dana Cook', 'dana_cook'],
    ['  Dana Cook  ', 'dana_cook'],
    ['DANA', 'dana'],
    ['Dana   Cook', 'dana_cook'],
    ['dana__cook', 'dana_cook'],
    ['_dana_', 'dana'],
    ['Dana-Cook', 'dana-cook'],
    ['-dana-', '-dana-'],
    ['Chef Dana!', 'chef_dana'],
    ['Dana & Cook', 'dana_cook'],
    ['José García', 'jos_garca'],
    ['שף דנה', ''],
    ['Dana\tCook', 'dana_cook'],
    ['r2d2', 'r2d2'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseUsername(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const name of ['Dana Cook', '_x__y_', 'A-b c']) {
      expect(normaliseUsername(normaliseUsername(name))).toBe(normaliseUsername(name));
    }
  });
});

describe('validateUsername (the five messages of spec 000 §5)', () => {
  it.each([
    ['', USERNAME_MESSAGES.tooShort],
    ['ab', USERNAME_MESSAGES.tooShort],
    ['a'.repeat(31), USERNAME_MESSAGES.tooLong],
    ['Dana', USERNAME_MESSAGES.invalidCharacters],
    ['dana cook', USERNAME_MESSAGES.invalidCharacters],
    ['dana.cook', USERNAME_MESSAGES.invalidCharacters],
    ['_dana', USERNAME_MESSAGES.badEdge],
    ['dana_', USERNAME_MESSAGES.badEdge],
    ['-dana', USERNAME_MESSAGES.badEdge],
    ['dana-', USERNAME_MESSAGES.badEdge],
  ])('%j → %s', (username, message) => {
    expect(validateUsername(username)).toBe(message);
  });

  it.each(['abc', 'a'.repeat(30), 'dana_cook', 'dana-cook', 'r2d2', '123'])('accepts %j', (username) => {
    expect(validateUsername(username)).toBeNull();
  });

  it('says taken only when another user holds the reservation', () => {
    expect(validateUsername('dana_cook', { reservedBy: 'u2', userId: 'u1' })).toBe(USERNAME_MESSAGES.taken);
    expect(validateUsername('dana_cook', { reservedBy: 'u1', userId: 'u1' })).toBeNull();
    expect(validateUsername('dana_cook', { reservedBy: null, userId: 'u1' })).toBeNull();
  });

  it('has the exact texts of the spec', () => {
    expect(Object.values(USERNAME_MESSAGES)).toEqual([
      'Username must be at least 3 characters long',
      'Username must be 30 characters or less',
      'Username can only contain lowercase letters, numbers, underscores, and hyphens',
      'Username cannot start or end with underscore or hyphen',
      'Username is already taken',
    ]);
  });
});

describe('isUsernameAvailable (spec 000 §4, §6)', () => {
  it('is free without a reservation or for the same user id only', () => {
    expect(isUsernameAvailable(null, 'u1')).toBe(true);
    expect(isUsernameAvailable(undefined, 'u1')).toBe(true);
    expect(isUsernameAvailable('u1', 'u1')).toBe(true);
    expect(isUsernameAvailable('u2', 'u1')).toBe(false);
  });
});

describe('display names', () => {
  it('cleans: as typed (decision 0038), whitespace collapsed, trimmed, cut to 50', () => {
    expect(cleanDisplayName('  <b>Dana</b>   Cook  ')).toBe('<b>Dana</b> Cook');
    expect(cleanDisplayName('Dana\u0000 & Co')).toBe('Dana & Co');
    expect(cleanDisplayName('x'.repeat(60))).toBe('x'.repeat(50));
    expect(cleanDisplayName(`${'x'.repeat(49)} y`)).toBe('x'.repeat(49));
    expect(Array.from(cleanDisplayName('🍅'.repeat(60)))).toHaveLength(50);
  });

  it('needs at least 3 characters after cleaning', () => {
    expect(validateDisplayName('ab')).toBe(DISPLAY_NAME_MESSAGES.tooShort);
    expect(validateDisplayName('abc')).toBeNull();
    expect(DISPLAY_NAME_MESSAGES.tooShort).toBe('Display name must be at least 3 characters');
  });

  it('derives the username, or names the first broken rule', () => {
    expect(deriveUsername(' Dana  Cook ')).toEqual({
      ok: true,
      displayName: 'Dana Cook',
      username: 'dana_cook',
    });
    expect(deriveUsername(' a\n\u0000 ')).toMatchObject({
      ok: false,
      rule: 'displayName',
      message: DISPLAY_NAME_MESSAGES.tooShort,
    });
    expect(deriveUsername('שף דנה')).toMatchObject({
      ok: false,
      rule: 'username',
      message: USERNAME_MESSAGES.tooShort,
    });
    expect(deriveUsername('-Dana Cook')).toMatchObject({ ok: false, message: USERNAME_MESSAGES.badEdge });
    expect(deriveUsername('Dana ' + 'x'.repeat(40))).toMatchObject({
      ok: false,
      message: USERNAME_MESSAGES.tooLong,
    });
  });

  it('prefixes username failures of a display-name change once (spec 000 §4)', () => {
    expect(usernameError(USERNAME_MESSAGES.taken)).toBe('Username error: Username is already taken');
    expect(usernameError('Username error: x')).toBe('Username error: x');
  });
});

describe('profilePath (spec 000 §2)', () => {
  it('is the username, else /user/{id} (no slug: it would open "User not found", decision 0037)', () => {
    expect(profilePath({ uid: 'u1', username: 'dana_cook', displayName: 'Someone' })).toBe('/dana_cook');
    expect(profilePath({ uid: 'u1', username: null, displayName: 'Dana Cook' })).toBe('/user/u1');
    expect(profilePath({ uid: 'u1', username: '', displayName: 'שף דנה' })).toBe('/user/u1');
    expect(profilePath({ uid: 'u1' })).toBe('/user/u1');
  });
});

describe('userSearchTerms (spec 000 §3)', () => {
  it('holds the lower-case prefixes of the whole name and of each word longer than 1 character', () => {
    const terms = userSearchTerms('Dana Cook');
    expect(terms).toEqual(
      expect.arrayContaining(['d', 'da', 'dan', 'dana', 'dana c', 'dana cook', 'c', 'co', 'coo', 'cook']),
    );
    expect(terms).not.toContain('dana ');
    expect(terms.every((term) => term === term.toLowerCase())).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('skips words of one character (their prefix comes only from the whole name)', () => {
    const terms = userSearchTerms('A Dana');
    expect(terms).toContain('a');
    expect(terms).toContain('a dana');
    expect(terms).toContain('dan');
    expect(userSearchTerms('Dana X')).not.toContain('x');
  });

  it('adds the username prefixes and works for Hebrew names', () => {
    expect(userSearchTerms('Dana Cook', 'chef_dana')).toEqual(expect.arrayContaining(['chef_', 'chef_dana']));
    expect(userSearchTerms('שף דנה')).toEqual(expect.arrayContaining(['ש', 'שף', 'דנה', 'שף דנה']));
    expect(userSearchTerms('')).toEqual([]);
  });
});
