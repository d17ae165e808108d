import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RunProgress } from '../domain/consistency';
import { progressRecorder } from './progress';

/** A Firestore whose one document keeps every write. */
function recordingDb(writes: RunProgress[]): Firestore {
  const doc = { set: async (data: RunProgress) => void writes.push(data) };
  return { collection: () => ({ doc: () => doc }) } as unknown as Firestore;
}

describe('a run’s progress', () => {
  it('counts what each page added across passes and entities, writing at most once a second and at the end', async () => {
    const writes: RunProgress[] = [];
    let now = Date.parse('2026-11-30T10:00:00Z');
    const recorder = progressRecorder(recordingDb(writes), 'consistency', () => now);
    await recorder.start();
    const step = async (table: string, pass: 'documents' | 'rows', done: number, after: number) => {
      now += after;
      await recorder.listener({ table, pass, done, total: 7 });
    };
    await step('recipes', 'documents', 3, 10); // the first page: written at once
    await step('recipes', 'documents', 6, 10); // 10 ms later: not written
    await step('recipes', 'documents', 7, 10);
    await step('recipes', 'rows', 3, 10);
    await step('tags', 'documents', 2, 2000); // a second on: written
    await recorder.finish('done');
    expect(writes.map((w) => [w.status, w.entity, w.pass, w.done, w.scanned])).toEqual([
      ['running', '', 'documents', 0, 0],
      ['running', 'recipes', 'documents', 3, 3],
      ['running', 'tags', 'documents', 2, 12],
      ['done', 'tags', 'documents', 2, 12],
    ]);
    expect(writes[3]?.startedAt).toBe('2026-11-30T10:00:00.000Z');
  });

  it('records a failed run as such, with nothing done when it failed at once', async () => {
    const writes: RunProgress[] = [];
    const recorder = progressRecorder(recordingDb(writes), 'cleanup');
    await recorder.finish('failed');
    expect(writes).toEqual([
      expect.objectContaining({ run: 'cleanup', status: 'failed', done: 0, scanned: 0 }),
    ]);
  });
});
