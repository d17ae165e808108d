import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  remakeList,
  SHOPPING_LIMITS,
  type ListSettings,
  type ListSource,
  type StoredLine,
} from './shoppingList';

const settings: ListSettings = { aisleMoves: {}, staples: { added: [], removed: [] } };
let n = 0;
const newId = () => `l${(n += 1)}`;
const source = (id: string, text: string, recipeId: string | null = null, factor = 1): ListSource => ({
  id,
  text,
  recipeId,
  recipeTitle: recipeId ? `Recipe ${recipeId}` : null,
  factor,
});
const add = (current: StoredLine[], sources: ListSource[], more: Partial<ListSettings> = {}) =>
  remakeList(current, { add: sources }, { ...settings, ...more }, newId);

describe('the stored shopping list', () => {
  it('merges a recipe and a hand-typed line into one line that keeps its id and its check mark', () => {
    const first = add([], [source('recipe:a:0', '2 onions', 'a'), source('recipe:a:1', '1 tsp salt', 'a')]);
    const onions = first.lines.find((line) => line.key === 'food:onion');
    expect(onions).toMatchObject({ text: 'onions', aisle: 'produce', checked: false });
    expect(onions?.amounts).toMatchObject([{ amount: 2, unit: null }]);
    // salt is a staple: it starts checked
    expect(first.lines.find((line) => line.food === 'salt')).toMatchObject({
      checked: true,
      aisle: 'spices',
    });

    const checked = first.lines.map((line) => (line === onions ? { ...line, checked: true } : line));
    const second = add(checked, [source('hand:x', '1 onion')]);
    const merged = second.lines.find((line) => line.key === 'food:onion');
    expect(merged).toMatchObject({
      id: onions?.id,
      checked: true,
      recipes: [{ id: 'a', title: 'Recipe a' }],
    });
    expect(merged?.amounts).toMatchObject([{ amount: 3 }]);
    expect(merged?.sources.map((s) => s.id)).toEqual(['recipe:a:0', 'hand:x']);
    expect(second.removed).toEqual([]);
  });

  it('a source sent again replaces itself: a repeated add adds nothing, a recipe added again rescales', () => {
    const first = add([], [source('hand:x', '2 onions')]);
    expect(add(first.lines, [source('hand:x', '2 onions')]).lines[0]?.amounts).toMatchObject([{ amount: 2 }]);
    const recipe = add(first.lines, [source('recipe:a:0', '1 onion', 'a', 1)]);
    const rescaled = add(recipe.lines, [source('recipe:a:0', '1 onion', 'a', 3)]);
    expect(rescaled.lines[0]?.amounts).toMatchObject([{ amount: 5 }]);
  });

  it('a new line takes the id its caller chose; a line kept as written is matched by its source', () => {
    const first = remakeList(
      [],
      { add: [source('hand:h1', 'Juice of 2 lemons')], newLineId: 'h1' },
      settings,
      newId,
    );
    expect(first.lines).toMatchObject([{ id: 'h1', key: 'written:hand:h1', asWritten: true }]);
    const again = add(first.lines, [source('hand:h2', '2 carrots')]);
    expect(again.lines.map((line) => line.id)).toContain('h1');
  });

  it('an edit replaces the line’s sources; a line merged into another is removed', () => {
    const first = add([], [source('hand:a', '2 onions'), source('hand:b', '3 carrots')]);
    const carrots = first.lines.find((line) => line.key === 'food:carrot')!;
    const edited = remakeList(
      first.lines,
      { replace: { lineId: carrots.id, sources: [source(`edit:${carrots.id}`, '4 carrots')] } },
      settings,
      newId,
    );
    expect(edited.lines.find((line) => line.id === carrots.id)?.amounts).toMatchObject([{ amount: 4 }]);
    const intoOnions = remakeList(
      first.lines,
      { replace: { lineId: carrots.id, sources: [source(`edit:${carrots.id}`, '1 onion')] } },
      settings,
      newId,
    );
    expect(intoOnions.lines).toHaveLength(1);
    expect(intoOnions.removed).toEqual([carrots.id]);
  });

  it('takes the household’s aisle moves and staples', () => {
    const { lines } = add([], [source('hand:a', '2 onions'), source('hand:b', 'salt')], {
      aisleMoves: { onion: 'frozen' },
      staples: { added: ['onion'], removed: ['salt'] },
    });
    expect(lines.map((line) => [line.food, line.aisle, line.checked])).toEqual([
      ['onion', 'frozen', true],
      ['salt', 'spices', false],
    ]);
  });

  it(`holds ${SHOPPING_LIMITS.maxLines} lines at most`, () => {
    const many = Array.from({ length: SHOPPING_LIMITS.maxLines + 1 }, (_, i) =>
      source(`hand:${i}`, `item${i}x thing`),
    );
    expect(() => add([], many)).toThrow(AppError);
  });
});
