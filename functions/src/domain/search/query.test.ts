import { describe, expect, it } from 'vitest';
import { historySearchTerm, sanitizeSearchTerm, searchQueryWords } from './query';

describe('sanitizeSearchTerm (001 §5)', () => {
  it('strips < > & quotes, apostrophes and other symbols, keeps letters, digits, spaces and hyphens', () => {
    expect(sanitizeSearchTerm('<script>alert("x")</script>')).toBe('scriptalertxscript');
    expect(sanitizeSearchTerm("Dana's  sheet-pan & chicken!?")).toBe('Danas sheet-pan chicken');
    expect(sanitizeSearchTerm('  מרק   עדשים ')).toBe('מרק עדשים');
  });

  it('cuts to 100 characters and gives an empty term for symbols only', () => {
    expect(Array.from(sanitizeSearchTerm('a'.repeat(250)))).toHaveLength(100);
    expect(sanitizeSearchTerm('<>&"\'')).toBe('');
  });
});

describe('historySearchTerm (issue 27: the history keeps text as text)', () => {
  it('keeps markup and emoji as typed, collapses whitespace and drops control characters', () => {
    expect(historySearchTerm('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(historySearchTerm(' 🍕🍝 ')).toBe('🍕🍝');
    expect(historySearchTerm('a\u0000b  \n c')).toBe('a b c');
    expect(historySearchTerm(' \t ')).toBe('');
  });

  it('cuts to 100 characters without splitting an emoji', () => {
    expect(Array.from(historySearchTerm('🍕'.repeat(150)))).toEqual(Array(100).fill('🍕'));
  });
});

describe('searchQueryWords', () => {
  it('normalises and leaves stop words out', () => {
    expect(searchQueryWords('Soup with the Chicken')).toEqual(['soup', 'chicken']);
    expect(searchQueryWords('Crème brûlée')).toEqual(['creme', 'brulee']);
    expect(searchQueryWords('מרק של עדשים')).toEqual(['מרק', 'עדשימ']);
  });

  it('keeps stop words when nothing else is asked, without repeats, at most 8 words', () => {
    expect(searchQueryWords('the the')).toEqual(['the']);
    expect(searchQueryWords('a b c d e f g h i j k')).toHaveLength(8);
  });
});
