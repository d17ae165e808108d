import { describe, expect, it } from 'vitest';
import { recipeSearchTerms, type SearchTermSource } from './searchTerms';
import { isStopWord, wordsOf } from './stopWords';

const source = (overrides: Partial<SearchTermSource> = {}): SearchTermSource => ({
  title: 'Roasted Tomato Soup',
  description: 'A silky soup for cold evenings',
  tags: ['winter'],
  ingredients: ['6 ripe tomatoes', '2 cloves garlic'],
  categories: ['soups'],
  difficulty: 'easy',
  instructions: ['Roast the tomatoes until soft'],
  recipeTip: 'Serve with toasted bread',
  dietary: { isVegan: true, isGlutenFree: true, isKosher: false },
  ...overrides,
});

describe('words and stop words', () => {
  it('splits on everything but letters and digits, lower-cased', () => {
    expect(wordsOf("Crème brûlée, l'eau & 2-3 EGGS!")).toEqual([
      'crème',
      'brûlée',
      'l',
      'eau',
      '2',
      '3',
      'eggs',
    ]);
  });

  it('drops Hebrew niqqud so pointed and plain spellings meet', () => {
    expect(wordsOf('בָּצֵק')).toEqual(wordsOf('בצק'));
  });

  it('knows the stop words of en, he, fr and it', () => {
    for (const word of ['the', 'של', 'avec', 'della']) expect(isStopWord(word)).toBe(true);
    expect(isStopWord('tomato')).toBe(false);
  });
});

describe('recipeSearchTerms (000 §3)', () => {
  it('collects keywords from every source, stop words and 1-letter words removed', () => {
    const terms = recipeSearchTerms(source());
    expect(terms).toEqual(
      expect.arrayContaining([
        'roasted',
        'tomato',
        'soup',
        'winter',
        'soups',
        'vegan',
        'gluten',
        'free',
        'easy',
        'ripe',
        'tomatoes',
        'cloves',
        'garlic',
        'silky',
        'cold',
        'evenings',
        'roast',
        'soft',
        'serve',
        'toasted',
        'bread',
      ]),
    );
    for (const word of ['a', 'for', 'the', 'until', 'with', 'kosher', '6', '2'])
      expect(terms).not.toContain(word);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('takes at most 20 words from the description, 15 from the instructions, 10 from the tip', () => {
    const words = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');
    const terms = recipeSearchTerms(
      source({
        title: '',
        tags: [],
        ingredients: [],
        categories: [],
        difficulty: '',
        dietary: {},
        description: words('desc', 25),
        instructions: [words('step', 25)],
        recipeTip: words('tip', 25),
      }),
    );
    expect(terms.filter((t) => t.startsWith('desc'))).toHaveLength(20);
    expect(terms.filter((t) => t.startsWith('step'))).toHaveLength(10);
    expect(terms.filter((t) => t.startsWith('tip'))).toHaveLength(0);
    expect(terms).toHaveLength(30);
  });

  it('never holds more than 30 keywords, the title first', () => {
    const many = Array.from({ length: 50 }, (_, i) => `ingredient${i}`);
    const terms = recipeSearchTerms(source({ ingredients: many }));
    expect(terms).toHaveLength(30);
    expect(terms.slice(0, 3)).toEqual(['roasted', 'tomato', 'soup']);
  });

  it('works in Hebrew', () => {
    const terms = recipeSearchTerms(
      source({ title: 'מרק עגבניות של סבתא', description: 'מרק חם עם לחם', tags: [], dietary: {} }),
    );
    expect(terms.slice(0, 3)).toEqual(['מרק', 'עגבניות', 'סבתא']);
    expect(terms).not.toContain('של');
    expect(terms).not.toContain('עם');
  });
});
