/**
 * Merging ingredient lines into a shopping list (decision 0063), in en, he, fr and it: the same food's amounts added
 * in one unit where they convert, side by side where they do not; unreadable lines kept as written; every line's
 * recipes and sources kept.
 */
import { describe, expect, it } from 'vitest';
import { mergeShoppingLines, type ShoppingSource } from './merge';

const from = (recipeId: string, factor = 1) => ({ recipeId, recipeTitle: `Recipe ${recipeId}`, factor });

function merged(lines: [string, string][] | string[], factor = 1) {
  const sources: ShoppingSource[] = lines.map((line, index) =>
    typeof line === 'string'
      ? { ...from(`r${index + 1}`, factor), text: line }
      : { ...from(line[0], factor), text: line[1] },
  );
  return mergeShoppingLines(sources);
}

/** Each line's quantities as "amount unit" ("3", "300 g", "2 can(425 g)"), for a compact table. */
function totals(lines: string[], factor = 1) {
  return merged(lines, factor).lines.map((line) => ({
    key: line.key,
    quantities: line.quantities.map((quantity) =>
      [
        quantity.amount,
        quantity.unit === null ? '' : quantity.unit,
        quantity.word && quantity.word !== quantity.unit ? quantity.word : '',
        quantity.size
          ? `(${Math.round(quantity.size.value)} ${quantity.size.kind === 'weight' ? 'g' : 'ml'})`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    ),
  }));
}

describe('mergeShoppingLines: the same food added in one unit', () => {
  it.each([
    // en
    ['counts', ['2 onions', '1 onion, chopped'], [{ key: 'food:onion', quantities: ['3'] }]],
    [
      'grams',
      ['200 g flour', '100 g all-purpose flour'],
      [{ key: 'food:all-purpose flour', quantities: ['300 g'] }],
    ],
    ['cups and spoons', ['1 cup milk', '2 tbsp milk'], [{ key: 'food:milk', quantities: ['1.125 cup'] }]],
    ['a range: its larger end', ['2-3 carrots', '1 carrot'], [{ key: 'food:carrot', quantities: ['4'] }]],
    [
      'kilograms and grams: in the larger',
      ['1 kg potatoes', '500 g potatoes'],
      [{ key: 'food:potato', quantities: ['1.5 kg'] }],
    ],
    [
      'sized cans, however the size is written',
      ['2 (15 oz) cans chickpeas', '1 15-ounce can chickpeas'],
      [{ key: 'food:chickpeas', quantities: ['3 can (425 g)'] }],
    ],
    // he
    ['Hebrew counts, one and many', ['2 ביצים', '1 ביצה'], [{ key: 'food:egg', quantities: ['3'] }]],
    [
      'Hebrew cups',
      ['כוס סוכר', 'חצי כוס סוכר'],
      [{ key: 'food:granulated sugar', quantities: ['1.5 cup'] }],
    ],
    [
      'Hebrew grams',
      ['200 גרם קמח', '100 גרם קמח'],
      [{ key: 'food:all-purpose flour', quantities: ['300 g'] }],
    ],
    // fr
    ['French counts', ['2 oignons', '1 oignon rouge'], [{ key: 'food:onion', quantities: ['3'] }]],
    [
      'French spoons',
      ["1 cuillère à soupe d'huile d'olive", "2 c. à café huile d'olive"],
      [{ key: 'food:olive oil', quantities: ['1.66667 tbsp'] }],
    ],
    // it
    [
      'Italian grams',
      ['200 g di farina', '50 g farina 00'],
      [{ key: 'food:all-purpose flour', quantities: ['250 g'] }],
    ],
    ['Italian counts', ['2 uova', '1 uovo'], [{ key: 'food:egg', quantities: ['3'] }]],
    // across languages: one food of the table
    [
      'one food in four languages',
      ['1 onion', '1 בצל', '1 oignon', '1 cipolla'],
      [{ key: 'food:onion', quantities: ['4'] }],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(totals(lines)).toEqual(expected);
  });

  it('scales each line by its servings factor', () => {
    expect(totals(['2 onions'], 1.5)).toEqual([{ key: 'food:onion', quantities: ['3'] }]);
  });
});

describe('mergeShoppingLines: converted only where the table or the line says how', () => {
  it.each([
    // flour's cup weight is 125 g in the table: ½ cup is 62.5 g
    ['a weight and a volume of a food the table weighs', ['200 g flour', '½ cup flour'], ['262.5 g']],
    // the line's own weight before the table's
    ['a volume that states its weight', ['1 cup (150 g) flour', '100 g flour'], ['250 g']],
    // onions are counted: 220 g is two onions of the table's 110 g
    ['a count and a weight of a food with a piece weight', ['1 onion', '220 g onions'], ['3']],
    // beef has no cup weight in the table: a volume is never weighed by a guess
    [
      'a weight and a volume of a food the table does not weigh',
      ['200 g beef', '1 cup beef, diced'],
      ['200 g', '1 cup'],
    ],
    // yolks are counted, but the table weighs no cup of them
    [
      'a count and a volume of a food the table does not weigh',
      ['4 egg yolks', '½ cup egg yolks'],
      ['4', '0.5 cup'],
    ],
    // spinach has no piece weight: a bunch and grams stay apart
    [
      'a count and a weight of a food without a piece weight',
      ['1 bunch spinach', '200 g spinach'],
      ['1 bunch', '200 g'],
    ],
    // garlic: a clove is no head, though both are pieces
    ['pieces of different words', ['3 cloves garlic', '1 head garlic'], ['3 piece clove', '1 piece head']],
    // a size after a count weighs each item only for a package or where the line says "each"
    [
      'a count with the weight of them all',
      ['12 slices cheddar (about 6 ounces)', '4 oz cheddar'],
      ['12 piece slice (170 g)', '4 oz'],
    ],
    ['a count of items weighed each', ['2 salmon fillets (about 6 oz each)', '200 g salmon'], ['540.2 g']],
    ['a stick and grams of butter', ['1 stick butter', '100 g butter'], ['1 stick', '100 g']],
    ['French cloves', ["2 gousses d'ail", "1 gousse d'ail"], ['3 piece gousse']],
  ])('%s', (_name, lines, expected) => {
    const result = totals(lines);
    expect(result).toHaveLength(1);
    expect(result[0]?.quantities).toEqual(expected);
  });

  it('says which quantities were converted and which lines each adds up', () => {
    const [line] = merged(['200 g flour', '½ cup flour', '1 cup water']).lines;
    expect(line?.quantities).toEqual([
      { amount: 262.5, unit: 'g', word: null, size: null, from: [0, 1], converted: true },
    ]);
  });
});

describe('mergeShoppingLines: what a line keeps', () => {
  it('keeps the recipes that need a food, once each, and its source lines', () => {
    const list = merged([
      ['a', '2 onions'],
      ['b', '1 onion'],
      ['a', '1 onion, sliced'],
    ]);
    expect(list.lines).toHaveLength(1);
    expect(list.lines[0]?.recipes).toEqual([
      { id: 'a', title: 'Recipe a' },
      { id: 'b', title: 'Recipe b' },
    ]);
    expect(list.lines[0]?.sources.map((source) => source.text)).toEqual([
      '2 onions',
      '1 onion',
      '1 onion, sliced',
    ]);
    expect(list.lines[0]?.names).toEqual(['onions', 'onion']);
  });

  it('keeps an unreadable line as written, one line each, never merged', () => {
    const list = merged(['Juice of 2 lemons', 'Juice of 2 lemons', '1 lemon', 'מיץ מ-2 לימונים']);
    expect(list.lines.map((line) => [line.key, line.asWritten, line.name])).toEqual([
      ['line:0', true, 'Juice of 2 lemons'],
      ['line:1', true, 'Juice of 2 lemons'],
      ['food:lemon', false, 'lemon'],
      ['line:3', true, 'מיץ מ-2 לימונים'],
    ]);
    // its food, when it names one, still gives it an aisle
    expect(list.lines[0]?.food).toBe('lemon');
  });

  it('joins a line without a quantity to its food, adding nothing', () => {
    const list = merged(['salt to taste', '1 tsp salt', 'sel', 'מלח']);
    expect(list.lines).toHaveLength(1);
    expect(
      list.lines[0]?.quantities.map((quantity) => [quantity.amount, quantity.unit, quantity.from]),
    ).toEqual([[1, 'tsp', [1]]]);
    expect(list.lines[0]?.sources).toHaveLength(4);
  });

  it('merges a food the table does not know by its normalised name', () => {
    const list = merged(['2 Dragon Fruits', '1 dragon fruits', '1 dragon fruit']);
    expect(list.lines.map((line) => [line.key, line.food, line.quantities.map((q) => q.amount)])).toEqual([
      ['noun:dragon fruits', 'dragon fruits', [3]],
      ['noun:dragon fruit', 'dragon fruit', [1]],
    ]);
  });

  it('sets headings apart instead of listing them as something to buy', () => {
    const list = merged(['For the sauce:', '2 onions', 'לרוטב:', 'Pour la pâte :']);
    expect(list.headings.map((heading) => heading.text)).toEqual([
      'For the sauce:',
      'לרוטב:',
      'Pour la pâte :',
    ]);
    expect(list.lines.map((line) => line.key)).toEqual(['food:onion']);
  });

  it('keeps lines typed by hand, with no recipe', () => {
    const list = mergeShoppingLines([
      { recipeId: null, recipeTitle: null, text: '2 onions', factor: 1 },
      { ...from('a'), text: '1 onion' },
    ]);
    expect(list.lines[0]?.recipes).toEqual([{ id: 'a', title: 'Recipe a' }]);
    expect(list.lines[0]?.quantities[0]?.amount).toBe(3);
  });
});
