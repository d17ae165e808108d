import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '@/platform/api';
import { ApiRequestError } from '@/platform/api';
import { readOutbox, writeOutbox, type Change } from './outbox';
import { flushOutbox } from './sync';

const calls = vi.hoisted(() => ({ sent: [] as string[], answer: (_name: string): unknown => ({}) }));
vi.mock('firebase/firestore', () => ({ waitForPendingWrites: vi.fn(() => Promise.resolve()) }));
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

const firestore = {} as Firestore;
const add = (id: string, text: string): Change => ({ id, name: 'shopping-add', input: { lineId: id, text } });

describe('sending the outbox', () => {
  beforeEach(() => {
    store.clear();
    calls.sent = [];
    calls.answer = () => ({});
  });

  it('sends every change in order and empties the outbox', async () => {
    writeOutbox('u', [add('a', 'milk'), add('b', 'eggs')]);
    expect(await flushOutbox('u', firestore, () => undefined)).toBe(true);
    expect(calls.sent).toEqual(['shopping-add:milk', 'shopping-add:eggs']);
    expect(readOutbox('u')).toEqual([]);
  });

  it('keeps a change the network could not carry, and the ones behind it', async () => {
    writeOutbox('u', [add('a', 'milk'), add('b', 'eggs')]);
    calls.answer = () => new ApiRequestError('unavailable', 'Failed to fetch');
    expect(await flushOutbox('u', firestore, () => undefined)).toBe(false);
    expect(readOutbox('u').map((change) => change.id)).toEqual(['a', 'b']);
  });

  it('drops a change the server refused, says so, and sends the rest', async () => {
    writeOutbox('u', [add('a', 'x'.repeat(300)), add('b', 'eggs')]);
    calls.answer = (name) =>
      calls.sent.length === 1 ? new ApiRequestError('invalid-argument', 'too long', 400, {}, true) : { name };
    const refused: string[] = [];
    expect(await flushOutbox('u', firestore, (change) => refused.push(change.id))).toBe(true);
    expect(refused).toEqual(['a']);
    expect(calls.sent).toHaveLength(2);
    expect(readOutbox('u')).toEqual([]);
  });
});
