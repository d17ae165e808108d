import { describe, expect, it, vi } from 'vitest';
import type { DetectedObject } from '@tensorflow-models/coco-ssd';
import type { Tensor3D } from '@tensorflow/tfjs';
import { solidPng } from '../testing/images';
import { CocoSsdPersonDetector, bestPersonScore } from './personDetectorCocoSsd';
import { PersonDetectorUnavailableError } from './personDetectorTypes';

const box: [number, number, number, number] = [0, 0, 1, 1];

describe('CocoSsdPersonDetector', () => {
  it('reports the best person score and ignores other classes', () => {
    const objects: DetectedObject[] = [
      { class: 'bowl', score: 0.99, bbox: box },
      { class: 'person', score: 0.61, bbox: box },
      { class: 'person', score: 0.72, bbox: box },
    ];
    expect(bestPersonScore(objects)).toBe(0.72);
    expect(bestPersonScore([])).toBe(0);
  });

  it('decodes the image to upright RGB (at most 640 px) and loads the model once', async () => {
    const shapes: number[][] = [];
    const loadModel = vi.fn(async () => ({
      detect: async (image: Tensor3D) => {
        shapes.push(image.shape);
        return [{ class: 'person', score: 0.8, bbox: box }] satisfies DetectedObject[];
      },
    }));
    const detector = new CocoSsdPersonDetector({ modelUrl: 'http://model', loadModel });
    expect(await detector.detect(await solidPng(1280, 320, [1, 2, 3]))).toEqual({ score: 0.8 });
    expect(await detector.detect(await solidPng(30, 20, [1, 2, 3]))).toEqual({ score: 0.8 });
    expect(shapes).toEqual([
      [160, 640, 3],
      [20, 30, 3],
    ]);
    expect(loadModel).toHaveBeenCalledTimes(1);
  });

  it('says the model is unavailable when it cannot load, and tries again on the next call', async () => {
    const loadModel = vi.fn(async () => Promise.reject(new Error('fetch failed')));
    const detector = new CocoSsdPersonDetector({ modelUrl: 'http://model', loadModel });
    const png = await solidPng(10, 10, [0, 0, 0]);
    await expect(detector.detect(png)).rejects.toBeInstanceOf(PersonDetectorUnavailableError);
    await expect(detector.detect(png)).rejects.toThrow(/could not be loaded: fetch failed/);
    expect(loadModel).toHaveBeenCalledTimes(2);
  });

  it('gives up loading after the timeout', async () => {
    const detector = new CocoSsdPersonDetector({
      modelUrl: 'http://model',
      loadTimeoutMs: 20,
      loadModel: () => new Promise(() => {}),
    });
    await expect(detector.detect(await solidPng(10, 10, [0, 0, 0]))).rejects.toThrow(
      /no answer within 20 ms/,
    );
  });

  it('fails honestly with the real coco-ssd loader when the model URL is unreachable', async () => {
    // Port 9 (discard) refuses connections: the real tfjs/coco-ssd loading path, no weights, no internet needed.
    const detector = new CocoSsdPersonDetector({ modelUrl: 'http://127.0.0.1:9/coco-ssd/model.json' });
    await expect(detector.detect(await solidPng(10, 10, [0, 0, 0]))).rejects.toBeInstanceOf(
      PersonDetectorUnavailableError,
    );
  });

  it('answers "not an image" for bytes it cannot decode', async () => {
    const detector = new CocoSsdPersonDetector({
      modelUrl: 'http://model',
      loadModel: async () => ({ detect: async () => [] }),
    });
    await expect(detector.detect(Buffer.from('nope'))).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
