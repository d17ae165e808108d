/** A plan entry's schema (issue 33 §1): a recipe with servings 1–100, or a note of at most 200 characters. */
import { describe, expect, it } from 'vitest';
import { MEALS, PLAN_LIMITS, PLAN_MESSAGES, fitsInWeek } from './meals';
import { planEntrySchema } from './entry';

const messagesOf = (input: unknown) => {
  const result = planEntrySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('planEntrySchema', () => {
  it('takes a recipe with its servings, or a note as typed on one line', () => {
    expect(
      planEntrySchema.parse({ day: '2026-11-29', meal: 'dinner', recipeId: ' abc ', servings: 4 }),
    ).toEqual({
      day: '2026-11-29',
      meal: 'dinner',
      recipeId: 'abc',
      servings: 4,
      note: null,
    });
    expect(planEntrySchema.parse({ day: '2026-11-29', meal: 'lunch', note: '  eat\nout <3 ' })).toEqual({
      day: '2026-11-29',
      meal: 'lunch',
      recipeId: null,
      servings: null,
      note: 'eat out <3',
    });
    expect(
      MEALS.map((meal) => planEntrySchema.safeParse({ day: '2026-11-29', meal, note: 'x' }).success),
    ).toEqual([true, true, true, true]);
  });

  const recipe = { day: '2026-11-29', meal: 'dinner', recipeId: 'abc', servings: 2 };
  it.each([
    ['a day that is no date', { ...recipe, day: '2026-02-30' }, PLAN_MESSAGES.dayInvalid],
    ['a day with a time', { ...recipe, day: '2026-11-29T10:00' }, PLAN_MESSAGES.dayInvalid],
    ['no day', { ...recipe, day: undefined }, PLAN_MESSAGES.dayInvalid],
    ['a meal that is none', { ...recipe, meal: 'brunch' }, PLAN_MESSAGES.mealInvalid],
    ['no servings', { ...recipe, servings: undefined }, PLAN_MESSAGES.servingsInvalid],
    ['no servings at all', { ...recipe, servings: 0 }, PLAN_MESSAGES.servingsInvalid],
    ['more than 100 servings', { ...recipe, servings: 101 }, PLAN_MESSAGES.servingsInvalid],
    ['a part of a serving', { ...recipe, servings: 1.5 }, PLAN_MESSAGES.servingsInvalid],
    ['servings as text', { ...recipe, servings: '2' }, PLAN_MESSAGES.servingsInvalid],
    ['an empty recipe id', { ...recipe, recipeId: ' ' }, PLAN_MESSAGES.recipeIdInvalid],
    ['a recipe id with a slash', { ...recipe, recipeId: 'a/b' }, PLAN_MESSAGES.recipeIdInvalid],
    ['a recipe and a note', { ...recipe, note: 'and cake' }, PLAN_MESSAGES.recipeOrNote],
    ['neither', { day: '2026-11-29', meal: 'dinner' }, PLAN_MESSAGES.recipeOrNote],
    [
      'a note with servings',
      { day: '2026-11-29', meal: 'dinner', note: 'out', servings: 2 },
      PLAN_MESSAGES.servingsWithoutRecipe,
    ],
    ['an empty note', { day: '2026-11-29', meal: 'dinner', note: ' \n ' }, PLAN_MESSAGES.noteEmpty],
    [
      'a note too long',
      { day: '2026-11-29', meal: 'dinner', note: 'x'.repeat(201) },
      PLAN_MESSAGES.noteTooLong,
    ],
  ])('refuses %s, naming the problem', (_name, input, message) => {
    expect(messagesOf(input)).toContain(message);
  });

  it('counts a note’s characters, not its UTF-16 units, and takes 1 and 100 servings', () => {
    expect(messagesOf({ day: '2026-11-29', meal: 'snack', note: '🍕'.repeat(PLAN_LIMITS.noteMax) })).toEqual(
      [],
    );
    expect(messagesOf({ ...recipe, servings: PLAN_LIMITS.servingsMin })).toEqual([]);
    expect(messagesOf({ ...recipe, servings: PLAN_LIMITS.servingsMax })).toEqual([]);
  });
});

describe('fitsInWeek', () => {
  it('allows 200 entries a week', () => {
    expect(fitsInWeek(199)).toBe(true);
    expect(fitsInWeek(200)).toBe(false);
    expect(fitsInWeek(195, 5)).toBe(true);
    expect(fitsInWeek(195, 6)).toBe(false);
  });
});
