import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  cleanSuggestions,
  insertSuggestion,
  normalizeSuggestionTitle,
  recipeSuggestionsInputSchema,
} from './suggestions';

describe('recipe suggestions', () => {
  it('refuses a title under 3 characters with the spec text, naming the field', () => {
    const result = recipeSuggestionsInputSchema.safeParse({ title: ' ab ', language: 'en' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: AI_MESSAGES.titleTooShort });
    expect(recipeSuggestionsInputSchema.safeParse({ title: 'Shakshuka', language: 'xx' }).success).toBe(
      false,
    );
    expect(recipeSuggestionsInputSchema.parse({ title: ' Shakshuka ' })).toEqual({
      title: 'Shakshuka',
      language: 'en',
    });
  });

  it('normalises titles for the cache', () => {
    expect(normalizeSuggestionTitle('  Lemon   Tart! ')).toBe('lemon tart');
    expect(normalizeSuggestionTitle('עוגת  שוקולד')).toBe('עוגת שוקולד');
  });

  it('keeps at most five distinct suggestions per field', () => {
    const cleaned = cleanSuggestions({
      description: ['A', 'a ', ''],
      ingredients: ['1 egg', '1 Egg', '2 eggs', 'salt', 'pepper', 'oil', 'flour', 'milk'],
      instructions: [],
    });
    expect(cleaned).toEqual({
      description: ['A'],
      ingredients: ['1 egg', '2 eggs', 'salt', 'pepper', 'oil'],
      instructions: [],
    });
  });

  it('inserts into the first blank slot and never duplicates a row', () => {
    expect(insertSuggestion(['1 egg', '', ''], '2 cups flour')).toEqual(['1 egg', '2 cups flour', '']);
    expect(insertSuggestion(['1 egg'], '2 cups flour')).toEqual(['1 egg', '2 cups flour']);
    expect(insertSuggestion(['1 Egg', ''], '1 egg')).toEqual(['1 Egg', '']);
  });
});
