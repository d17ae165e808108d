/** The worker's message protocol, driven through its handler with an injected detector (no weights offline). */
import { describe, expect, it, vi } from 'vitest';
import { createPersonWorkerHandler } from './personWorkerHandler';
import type { LoadPixelDetector, PixelImage } from './protocol';

/** A real deterministic detector: the image's mean red value (0–1) is its person score. */
const redDetector = {
  async score(image: PixelImage) {
    let red = 0;
    for (let i = 0; i < image.data.length; i += 4) red += image.data[i] ?? 0;
    return red / (image.width * image.height) / 255;
  },
};

function solid(red: number, width = 4, height = 3): PixelImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([red, 40, 40, 255], i);
  return { data, width, height };
}

const MODEL = 'https://models.example/coco-ssd/model.json';

describe('tensorflow-worker messages', () => {
  it('moves the model through idle → loading → loaded', async () => {
    let finish: (() => void) | undefined;
    const handler = createPersonWorkerHandler(
      () => new Promise((resolve) => (finish = () => resolve(redDetector))),
    );
    expect(await handler.handle({ id: 1, type: 'GET_STATUS' })).toEqual({
      id: 1,
      type: 'GET_STATUS',
      ok: true,
      status: 'idle',
    });
    const loading = handler.handle({ id: 2, type: 'LOAD_MODEL', modelUrl: MODEL });
    expect(await handler.handle({ id: 3, type: 'GET_STATUS' })).toMatchObject({ status: 'loading' });
    finish?.();
    expect(await loading).toEqual({ id: 2, type: 'LOAD_MODEL', ok: true, status: 'loaded' });
  });

  it('detects with the domain threshold: above 0.5 is a person', async () => {
    const load = vi.fn(async () => redDetector);
    const handler = createPersonWorkerHandler(load);
    const detect = (id: number, red: number) =>
      handler.handle({ id, type: 'DETECT_PERSON', modelUrl: MODEL, image: solid(red) });

    expect(await detect(1, 255)).toEqual({
      id: 1,
      type: 'DETECT_PERSON',
      ok: true,
      status: 'loaded',
      result: { score: 1, hasPerson: true },
    });
    expect((await detect(2, 128)).result).toEqual({ score: 128 / 255, hasPerson: true });
    expect((await detect(3, 127)).result).toEqual({ score: 127 / 255, hasPerson: false });
    expect((await detect(4, 0)).result).toEqual({ score: 0, hasPerson: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(MODEL);
  });

  it('loads once for concurrent requests', async () => {
    const load = vi.fn(async () => redDetector);
    const handler = createPersonWorkerHandler(load);
    await Promise.all([
      handler.handle({ id: 1, type: 'LOAD_MODEL', modelUrl: MODEL }),
      handler.handle({ id: 2, type: 'DETECT_PERSON', modelUrl: MODEL, image: solid(1) }),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a model that cannot load (offline) as error; detection then answers at once; LOAD_MODEL retries', async () => {
    const load = vi.fn<LoadPixelDetector>(async () => Promise.reject(new Error('Failed to fetch')));
    const handler = createPersonWorkerHandler(load);
    expect(await handler.handle({ id: 1, type: 'LOAD_MODEL', modelUrl: MODEL })).toEqual({
      id: 1,
      type: 'LOAD_MODEL',
      ok: false,
      status: 'error',
      error: 'Failed to fetch',
    });
    expect(
      await handler.handle({ id: 2, type: 'DETECT_PERSON', modelUrl: MODEL, image: solid(255) }),
    ).toEqual({
      id: 2,
      type: 'DETECT_PERSON',
      ok: false,
      status: 'error',
      error: 'Failed to fetch',
    });
    expect(await handler.handle({ id: 3, type: 'GET_STATUS' })).toMatchObject({
      status: 'error',
      error: 'Failed to fetch',
    });
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementationOnce(async () => redDetector);
    expect(await handler.handle({ id: 4, type: 'LOAD_MODEL', modelUrl: MODEL })).toMatchObject({
      ok: true,
      status: 'loaded',
    });
  });

  it('answers a detector failure without breaking the model', async () => {
    const handler = createPersonWorkerHandler(async () => ({
      score: async () => Promise.reject(new Error('bad pixels')),
    }));
    expect(
      await handler.handle({ id: 1, type: 'DETECT_PERSON', modelUrl: MODEL, image: solid(1) }),
    ).toMatchObject({
      ok: false,
      status: 'loaded',
      error: 'bad pixels',
    });
  });
});
