/** Aisles (issue 33 §2): every food of the nutrition table has one; the user's moves win; a list groups stably. */
import { describe, expect, it } from 'vitest';
import { FOOD_TABLE } from '../nutrition/foodTable';
import { FOODS } from '../nutrition/foods';
import { AISLES, isAisle } from './aisleKeys';
import { aisleOf, groupByAisle } from './aisles';
import { mergeShoppingLines } from './merge';

describe('the nutrition table’s aisle column', () => {
  it('names one of the aisles on every line of the table', () => {
    const rows = FOOD_TABLE.split('\n').filter((line) => line.trim());
    const wrong = rows.filter((row) => {
      const cells = row.split('|');
      return cells.length !== 8 || !isAisle(cells[7]);
    });
    expect(wrong).toEqual([]);
    expect(FOODS).toHaveLength(rows.length);
  });

  it('puts foods where a shop keeps them', () => {
    const aisle = (key: string) => FOODS.find((food) => food.key === key)?.aisle;
    expect(
      ['onion', 'milk', 'chicken breast', 'bread', 'all-purpose flour', 'cumin', 'ice cream', 'beer'].map(
        aisle,
      ),
    ).toEqual(['produce', 'dairy', 'meatAndFish', 'bakery', 'pantry', 'spices', 'frozen', 'drinks']);
  });
});

describe('aisleOf', () => {
  it.each([
    ['a table food', { food: 'onion' }, {}, 'produce'],
    ['a food the user moved', { food: 'onion' }, { onion: 'pantry' as const }, 'pantry'],
    ['a food the table does not know', { food: 'dragon fruit' }, {}, 'other'],
    [
      'a moved food the table does not know',
      { food: 'dragon fruit' },
      { 'dragon fruit': 'produce' as const },
      'produce',
    ],
    ['a line naming no food', { food: null }, {}, 'other'],
    ['an inherited key is no move', { food: 'constructor' }, {}, 'other'],
  ])('%s', (_name, line, overrides, expected) => {
    expect(aisleOf(line, overrides)).toBe(expected);
  });

  it('ignores a remembered move to an aisle that does not exist', () => {
    expect(aisleOf({ food: 'onion' }, { onion: 'garage' } as never)).toBe('produce');
  });
});

describe('groupByAisle', () => {
  it('groups in the aisles’ order, each aisle’s lines in the list’s order, empty aisles left out', () => {
    const list = mergeShoppingLines(
      [
        '1 cup milk',
        '2 onions',
        'Juice of 2 lemons',
        '1 tsp cumin',
        '2 carrots',
        '200 g chicken breast',
        'מלח',
      ].map((text) => ({ recipeId: 'r', recipeTitle: 'R', text, factor: 1 })),
    );
    const grouped = groupByAisle(list.lines, { carrot: 'frozen' });
    expect(grouped.map((group) => [group.aisle, group.lines.map((line) => line.name)])).toEqual([
      ['produce', ['onions', 'Juice of 2 lemons']],
      ['dairy', ['milk']],
      ['meatAndFish', ['chicken breast']],
      ['spices', ['cumin', 'מלח']],
      ['frozen', ['carrots']],
    ]);
    expect(AISLES.indexOf('produce')).toBe(0);
    expect(AISLES.at(-1)).toBe('other');
  });

  it('keeps a stored line in the aisle it holds (a line naming no food, moved by the user)', () => {
    const lines = [
      { id: 'a', food: null, aisle: 'pantry' as const },
      { id: 'b', food: 'onion', aisle: 'produce' as const },
      { id: 'c', food: null },
    ];
    expect(groupByAisle(lines).map((group) => [group.aisle, group.lines.map((line) => line.id)])).toEqual([
      ['produce', ['b']],
      ['pantry', ['a']],
      ['other', ['c']],
    ]);
  });
});
