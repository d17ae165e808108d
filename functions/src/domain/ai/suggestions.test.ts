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

  it('keeps five distinct descriptions, and a whole recipe’s distinct ingredient lines and steps', () => {
    const cleaned = cleanSuggestions({
      description: ['A', 'a ', '', 'B', 'C', 'D', 'E', 'F'],
      ingredients: ['1 egg', '1 Egg', '2 eggs', 'salt', 'pepper', 'oil', 'flour', 'milk'],
      instructions: Array.from({ length: 40 }, (_, step) => `Step ${step + 1}`),
    });
    expect(cleaned.description).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(cleaned.ingredients).toEqual(['1 egg', '2 eggs', 'salt', 'pepper', 'oil', 'flour', 'milk']);
    expect(cleaned.instructions).toHaveLength(30);
  });

  it('inserts into the first blank slot and never duplicates a row', () => {
    expect(insertSuggestion(['1 egg', '', ''], '2 cups flour')).toEqual(['1 egg', '2 cups flour', '']);
    expect(insertSuggestion(['1 egg'], '2 cups flour')).toEqual(['1 egg', '2 cups flour']);
    expect(insertSuggestion(['1 Egg', ''], '1 egg')).toEqual(['1 Egg', '']);
  });
});
