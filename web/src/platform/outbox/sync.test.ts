import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '@/platform/api';
import { ApiRequestError } from '@/platform/api';
import { readOutbox, writeOutbox, type Change } from './outbox';
import { flushOutbox } from './sync';

const calls = vi.hoisted(() => ({ sent: [] as string[], answer: (_name: string): unknown => ({}) }));
vi.mock('@/platform/api', async (original) => ({
  ...(await original<typeof api>()),
  callFunction: vi.fn((name: string, input: { text?: string }) => {
    calls.sent.push(`${name}:${input.text ?? ''}`);
    const answer = calls.answer(name);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }),
}));

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
});

const add = (id: string, text: string): Change => ({ id, name: 'shopping-add', input: { lineId: id, text } });
const note = (id: string, text: string): Change => ({
  id,
  name: 'plan-add',
  input: { id, entry: { day: '2026-12-01', meal: 'dinner', recipeId: null, servings: null, note: text } },
});
const remove = (id: string): Change => ({ id: `r-${id}`, name: 'plan-remove', input: { entryId: id } });

/** Hooks that count the waits for Firestore's own writes and note what was refused and answered. */
function hooks() {
  const heard = { waits: 0, refused: [] as string[], answered: [] as string[] };
  return {
    heard,
    hooks: {
      listWritesSent: () => {
        heard.waits += 1;
        return Promise.resolve();
      },
      refused: (change: Change) => heard.refused.push(change.id),
      answered: (change: Change) => heard.answered.push(change.id),
    },
  };
}

describe('sending the outbox', () => {
  beforeEach(() => {
    store.clear();
    calls.sent = [];
    calls.answer = () => ({});
  });

  it('sends every change in order and empties the outbox', async () => {
    writeOutbox('u', [add('a', 'milk'), add('b', 'eggs')]);
    const { heard, hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(true);
    expect(calls.sent).toEqual(['shopping-add:milk', 'shopping-add:eggs']);
    expect(heard).toEqual({ waits: 1, refused: [], answered: ['a', 'b'] });
    expect(readOutbox('u')).toEqual([]);
  });

  it("sends the list's and the plan's changes in the order they were made, from one outbox", async () => {
    writeOutbox('u', [note('n1', 'leftovers'), add('a', 'milk'), remove('e1')]);
    const { heard, hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(true);
    expect(calls.sent).toEqual(['plan-add:', 'shopping-add:milk', 'plan-remove:']);
    // Firestore's own writes are awaited once, before the first change of the list
    expect(heard.waits).toBe(1);
  });

  it('sends only plan changes without waiting for Firestore (a plan page never loads it)', async () => {
    writeOutbox('u', [note('n1', 'leftovers'), remove('n1')]);
    const { heard, hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(true);
    expect(heard.waits).toBe(0);
    expect(heard.answered).toEqual(['n1', 'r-n1']);
  });

  it('sends what is queued after a flush that found the outbox empty', async () => {
    const { hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(true);
    writeOutbox('u', [note('n1', 'leftovers')]);
    expect(await flushOutbox('u', given)).toBe(true);
    expect(calls.sent).toEqual(['plan-add:']);
    expect(readOutbox('u')).toEqual([]);
  });

  it('keeps a change the network could not carry, and the ones behind it', async () => {
    writeOutbox('u', [add('a', 'milk'), add('b', 'eggs')]);
    calls.answer = () => new ApiRequestError('unavailable', 'Failed to fetch');
    const { heard, hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(false);
    expect(readOutbox('u').map((change) => change.id)).toEqual(['a', 'b']);
    expect(heard.answered).toEqual([]);
  });

  it('drops a change the server refused, says so, and sends the rest', async () => {
    writeOutbox('u', [add('a', 'x'.repeat(300)), add('b', 'eggs')]);
    calls.answer = (name) =>
      calls.sent.length === 1 ? new ApiRequestError('invalid-argument', 'too long', 400, {}, true) : { name };
    const { heard, hooks: given } = hooks();
    expect(await flushOutbox('u', given)).toBe(true);
    expect(heard.refused).toEqual(['a']);
    expect(calls.sent).toHaveLength(2);
    expect(readOutbox('u')).toEqual([]);
  });
});

describe('the outbox on the device', () => {
  beforeEach(() => store.clear());

  it("takes over the list's outbox as it was kept before the plan's changes joined it", () => {
    store.set('matkon.shoppingOutbox.u', JSON.stringify([add('a', 'milk')]));
    expect(readOutbox('u').map((change) => change.id)).toEqual(['a']);
    writeOutbox('u', [...readOutbox('u'), note('n1', 'leftovers')]);
    expect([...store.keys()]).toEqual(['matkon.outbox.u']);
    expect(readOutbox('u').map((change) => change.id)).toEqual(['a', 'n1']);
  });

  it("is each user's own", () => {
    writeOutbox('u', [add('a', 'milk')]);
    expect(readOutbox('v')).toEqual([]);
    writeOutbox('u', []);
    expect(store.size).toBe(0);
  });
});
