import { describe, expect, it } from 'vitest';
import type { Change } from '@/platform/outbox/outbox';
import type { WeekEntry } from './api';
import { weekWithPending } from './pending';

const START = '2026-11-29';

const entry = (id: string, over: Partial<WeekEntry> = {}): WeekEntry =>
  ({
    id,
    day: '2026-12-01',
    meal: 'dinner',
    recipeId: `r-${id}`,
    servings: 4,
    note: null,
    recipeTitle: `Soup ${id}`,
    recipeImage: null,
    addedBy: 'cook',
    ...over,
  }) as WeekEntry;

const note = (id: string, text: string, day = '2026-12-02'): Change => ({
  id: `c-${id}`,
  name: 'plan-add',
  input: { id, entry: { day, meal: 'lunch', note: text } },
});

const shown = (entries: WeekEntry[], outbox: Change[]) =>
  weekWithPending(entries, outbox, START, 'me').map((e) => [
    e.id,
    e.day,
    e.meal,
    e.note ?? e.recipeTitle,
    e.pending,
  ]);

describe('the week with the plan changes not yet sent', () => {
  it('shows a note added offline once, until the week holds its id', () => {
    expect(shown([entry('a')], [note('n1', 'leftovers')])).toEqual([
      ['a', '2026-12-01', 'dinner', 'Soup a', false],
      ['n1', '2026-12-02', 'lunch', 'leftovers', true],
    ]);
    const arrived = entry('n1', {
      day: '2026-12-02',
      meal: 'lunch',
      recipeId: null,
      servings: null,
      note: 'x',
    });
    expect(shown([arrived], [note('n1', 'leftovers')])).toEqual([['n1', '2026-12-02', 'lunch', 'x', false]]);
  });

  it('draws a recipe added offline with the title the dialog knew, the viewer as who added it', () => {
    const add: Change = {
      id: 'c1',
      name: 'plan-add',
      input: { id: 'e1', entry: { day: '2026-12-03', meal: 'dinner', recipeId: 'r9', servings: 6 } },
      title: 'Lentil stew',
    };
    expect(weekWithPending([], [add], START, 'me')).toEqual([
      {
        id: 'e1',
        day: '2026-12-03',
        meal: 'dinner',
        recipeId: 'r9',
        servings: 6,
        note: null,
        recipeTitle: 'Lentil stew',
        recipeImage: null,
        addedBy: 'me',
        pending: true,
      },
    ]);
  });

  it('leaves out an add of another week', () => {
    expect(shown([], [note('n1', 'next week', '2026-12-06')])).toEqual([]);
  });

  it('hides removed entries, moves entries (out of the week too), in the order the changes were made', () => {
    const outbox: Change[] = [
      note('n1', 'leftovers'),
      {
        id: 'm1',
        name: 'plan-move',
        input: { entryId: 'n1', entry: { day: '2026-12-04', meal: 'snack', note: 'leftovers' } },
      },
      {
        id: 'm2',
        name: 'plan-move',
        input: { entryId: 'a', entry: { day: '2026-12-01', meal: 'lunch', recipeId: 'r-a', servings: 2 } },
      },
      {
        id: 'm3',
        name: 'plan-move',
        input: { entryId: 'b', entry: { day: '2026-12-09', meal: 'dinner', recipeId: 'r-b', servings: 4 } },
      },
      { id: 'r1', name: 'plan-remove', input: { entryId: 'c' } },
    ];
    expect(shown([entry('a'), entry('b'), entry('c')], outbox)).toEqual([
      ['a', '2026-12-01', 'lunch', 'Soup a', true],
      ['n1', '2026-12-04', 'snack', 'leftovers', true],
    ]);
  });

  it("draws nothing of the list's changes, and an entry added then removed offline not at all", () => {
    const outbox: Change[] = [
      { id: 'l1', name: 'shopping-add', input: { lineId: 'l1', text: 'milk' } },
      note('n1', 'leftovers'),
      { id: 'r1', name: 'plan-remove', input: { entryId: 'n1' } },
    ];
    expect(shown([entry('a')], outbox)).toEqual([['a', '2026-12-01', 'dinner', 'Soup a', false]]);
  });
});
