import type { StoredLine } from '@domain/household/shoppingList';
import { NO_STAPLE_CHOICES } from '@domain/shopping';
import { describe, expect, it } from 'vitest';
import type { Change } from '@/platform/outbox/outbox';
import { withPending } from './pending';

const line = (id: string, over: Partial<StoredLine> = {}): StoredLine => ({
  id,
  key: `food:${id}`,
  food: id,
  text: id,
  names: [id],
  amounts: [{ amount: 2, unit: null, word: null, size: null, converted: false }],
  asWritten: false,
  aisle: 'produce',
  checked: false,
  recipes: [],
  sources: [{ id: `hand:${id}`, text: `2 ${id}`, recipeId: null, recipeTitle: null, factor: 1 }],
  ...over,
});

const shown = (lines: StoredLine[], outbox: Change[]) =>
  withPending(lines, NO_STAPLE_CHOICES, outbox).lines.map((l) => [l.id, l.text, l.aisle, l.pending]);

describe('the list with the changes not yet sent', () => {
  it('shows a line added offline once, until the server has it (by its id or as a source of a merged line)', () => {
    const add: Change = { id: 'c1', name: 'shopping-add', input: { lineId: 'n1', text: '1 lemon' } };
    expect(shown([line('onion')], [add])).toEqual([
      ['onion', 'onion', 'produce', false],
      ['n1', '1 lemon', 'other', true],
    ]);
    expect(shown([line('onion'), line('n1', { text: 'lemon' })], [add])).toHaveLength(2);
    const merged = line('lemon', {
      sources: [{ id: 'hand:n1', text: '1 lemon', recipeId: null, recipeTitle: null, factor: 1 }],
    });
    expect(shown([merged], [add])).toEqual([['lemon', 'lemon', 'produce', false]]);
  });

  it('hides removed and cleared lines, shows edits and moves of the whole food', () => {
    const lines = [line('onion'), line('milk', { checked: true, aisle: 'dairy' }), line('salt')];
    const outbox: Change[] = [
      { id: 'a', name: 'shopping-remove', input: { lineId: 'salt' } },
      { id: 'b', name: 'shopping-clearChecked', input: {} },
      { id: 'c', name: 'shopping-edit', input: { lineId: 'onion', text: '3 red onions' } },
      { id: 'd', name: 'shopping-moveAisle', input: { lineId: 'onion', aisle: 'pantry' } },
    ];
    expect(shown(lines, outbox)).toEqual([['onion', '3 red onions', 'pantry', true]]);
  });

  it('applies a staple choice made offline', () => {
    const outbox: Change[] = [
      { id: 'a', name: 'shopping-setStaple', input: { food: 'salt', staple: false } },
    ];
    expect(withPending([], NO_STAPLE_CHOICES, outbox).staples.removed).toEqual(['salt']);
  });
});
