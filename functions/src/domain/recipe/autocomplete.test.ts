import { describe, expect, it } from 'vitest';
import { ingredientName, ingredientSuggestionId, instructionTemplate, searchKey } from './autocomplete';

describe('ingredientName', () => {
  it.each([
    ['2 large eggs, beaten', 'eggs'],
    ['1 1/2 cups flour', 'flour'],
    ['½ tsp. salt', 'salt'],
    ['200 g dark chocolate (70%)', 'dark chocolate'],
    ['2 cloves of garlic', 'garlic'],
    ['Olive oil', 'olive oil'],
    ['2 כוסות קמח', 'קמח'],
    ['3 cuillères à soupe d’huile', 'huile'],
    ['2 cucchiai di olio', 'olio'],
    ['2 cups', 'cups'],
  ])('%s → %s', (line, name) => {
    expect(ingredientName(line)).toBe(name);
  });
});

describe('instruction templates (first up to 3 words)', () => {
  it('keeps the opening words and the whole instruction as the example', () => {
    expect(instructionTemplate('Preheat the oven to 180°C.')).toEqual({
      text: 'Preheat the oven',
      searchText: 'preheat the oven',
      fullExample: 'Preheat the oven to 180°C.',
    });
    expect(instructionTemplate('Stir.')).toEqual({ text: 'Stir', searchText: 'stir', fullExample: 'Stir.' });
    expect(instructionTemplate('   ')).toBeNull();
  });
});

describe('search keys and ids', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(searchKey('  Dark   Chocolate ')).toBe('dark chocolate');
    expect(ingredientSuggestionId('Salt/Pepper')).toBe('salt-pepper');
  });
});
