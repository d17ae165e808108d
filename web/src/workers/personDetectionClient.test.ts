/** The main thread's client: per-message timeout, the main-thread fallback, and "no person with an error". */
import { describe, expect, it, vi } from 'vitest';
import { createPersonDetectionClient, type WorkerLike } from './personDetectionClient';
import { createPersonWorkerHandler } from './personWorkerHandler';
import type { PixelImage, WorkerRequest, WorkerResponse } from './protocol';

const image: PixelImage = { data: new Uint8ClampedArray([255, 0, 0, 255]), width: 1, height: 1 };
const MODEL = 'https://models.example/model.json';

/** A worker that runs a real handler (like tensorflow-worker.ts), or misbehaves on demand. */
function fakeWorker(behaviour: 'answer' | 'silent' | 'crash', score = 0.9) {
  const handler = createPersonWorkerHandler(async () => ({ score: async () => score }));
  const worker: WorkerLike & { terminated: boolean; received: WorkerRequest[] } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    received: [],
    postMessage(message) {
      worker.received.push(message);
      if (behaviour === 'answer') {
        void handler
          .handle(message)
          .then((data) => worker.onmessage?.({ data } as MessageEvent<WorkerResponse>));
      } else if (behaviour === 'crash') {
        // a worker's error event as the browser fires it (Node has no ErrorEvent)
        const crashed = Object.assign(new Event('error'), {
          message: 'crashed',
          filename: 'tensorflow-worker.js',
          lineno: 1,
          colno: 1,
          error: new Error('crashed'),
        });
        queueMicrotask(() => worker.onerror?.(crashed));
      }
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

type Fallback = Parameters<typeof createPersonDetectionClient>[0]['loadFallback'];

/** A client of the test model: this worker, this main-thread fallback, this timeout (the default when none). */
const clientWith = (createWorker: () => WorkerLike, loadFallback: Fallback, timeoutMs?: number) =>
  createPersonDetectionClient({ modelUrl: MODEL, createWorker, loadFallback, timeoutMs });

const mainThread = (score: number) =>
  vi.fn(async () => createPersonWorkerHandler(async () => ({ score: async () => score })));

describe('person detection client', () => {
  it('asks the worker and answers with the verified result', async () => {
    const worker = fakeWorker('answer', 0.9);
    const loadFallback = mainThread(0);
    const client = clientWith(() => worker, loadFallback, 1000);
    expect(await client.detect(image)).toEqual({ score: 0.9, hasPerson: true, verified: true });
    expect(await client.status()).toBe('loaded');
    expect(worker.received.map((m) => m.type)).toEqual(['DETECT_PERSON', 'GET_STATUS']);
    expect(new Set(worker.received.map((m) => m.id)).size).toBe(2);
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it('falls back to the main thread when the worker does not answer within the timeout', async () => {
    const worker = fakeWorker('silent');
    const loadFallback = mainThread(0.2);
    const client = clientWith(() => worker, loadFallback, 20);
    expect(await client.detect(image)).toEqual({ score: 0.2, hasPerson: false, verified: true });
    expect(worker.terminated).toBe(true);
    // The broken worker is not asked again.
    expect(await client.detect(image)).toMatchObject({ verified: true });
    expect(worker.received).toHaveLength(1);
    expect(loadFallback).toHaveBeenCalledTimes(1);
  });

  it('falls back when the worker crashes or cannot be created', async () => {
    const crashing = clientWith(() => fakeWorker('crash'), mainThread(0.7), 1000);
    expect(await crashing.detect(image)).toEqual({ score: 0.7, hasPerson: true, verified: true });

    const missing = clientWith(() => {
      throw new Error('Workers are not supported');
    }, mainThread(0.1));
    expect(await missing.detect(image)).toMatchObject({ hasPerson: false, verified: true });
  });

  it('reports no person with an error when the fallback fails too', async () => {
    const client = clientWith(
      () => fakeWorker('silent'),
      async () => Promise.reject(new Error('chunk failed to load')),
      20,
    );
    expect(await client.detect(image)).toEqual({
      hasPerson: false,
      score: 0,
      verified: false,
      error: 'chunk failed to load',
    });
    expect(await client.loadModel()).toBe('error');
  });

  it('times out a main-thread detection that hangs', async () => {
    const client = clientWith(
      () => fakeWorker('silent'),
      async () => createPersonWorkerHandler(() => new Promise(() => {})),
      20,
    );
    expect(await client.detect(image)).toMatchObject({
      hasPerson: false,
      verified: false,
      error: expect.stringMatching(/within 20 ms/),
    });
  });

  it('keeps images unverified when the model cannot load (offline): no second try on the main thread', async () => {
    const handler = createPersonWorkerHandler(async () => Promise.reject(new Error('Failed to fetch')));
    const worker = fakeWorker('answer');
    worker.postMessage = (message) =>
      void handler
        .handle(message)
        .then((data) => worker.onmessage?.({ data } as MessageEvent<WorkerResponse>));
    const loadFallback = mainThread(0.9);
    const client = clientWith(() => worker, loadFallback);
    expect(await client.loadModel()).toBe('error');
    expect(await client.detect(image)).toEqual({
      hasPerson: false,
      score: 0,
      verified: false,
      error: 'Failed to fetch',
    });
    expect(loadFallback).not.toHaveBeenCalled();
  });
});
