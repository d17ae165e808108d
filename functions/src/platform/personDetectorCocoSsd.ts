/**
 * coco-ssd in Node with pure @tensorflow/tfjs (CPU backend: no native tfjs-node). Images are decoded by sharp to
 * upright 8-bit RGB, at most 640 px on the long side (the model works at 300x300), and handed over as an int32
 * tensor. tfjs and coco-ssd load on the first detection only.
 */
import type { DetectedObject } from '@tensorflow-models/coco-ssd';
import type * as Tf from '@tensorflow/tfjs';
import { PersonDetectorUnavailableError, type PersonDetector } from './personDetectorTypes';
import { notAnImage } from './imageHostChecks';

/** What the detector needs of a loaded model (coco-ssd's ObjectDetection; a fake in tests). */
export interface ObjectDetectionModel {
  detect(image: Tf.Tensor3D, maxNumBoxes?: number, minScore?: number): Promise<DetectedObject[]>;
}

export interface CocoSsdPersonDetectorOptions {
  readonly modelUrl: string;
  readonly loadTimeoutMs?: number;
  /** Loads the model (default: coco-ssd lite_mobilenet_v2 from modelUrl on the CPU backend). */
  readonly loadModel?: (modelUrl: string) => Promise<ObjectDetectionModel>;
}

const DEFAULT_LOAD_TIMEOUT_MS = 30_000;
const MAX_DECODE_EDGE = 640;
const MAX_BOXES = 20;
/** Low on purpose: the detector reports the raw best score; the 0.5 rule is applied by the domain. */
const MIN_REPORTED_SCORE = 0.05;

export class CocoSsdPersonDetector implements PersonDetector {
  private model: Promise<ObjectDetectionModel> | undefined;

  constructor(private readonly options: CocoSsdPersonDetectorOptions) {}

  async detect(bytes: Uint8Array): Promise<{ score: number }> {
    const model = await this.loadModel();
    const tf = await loadTf();
    const { data, width, height } = await decodeRgb(bytes);
    const image = tf.tensor3d(data, [height, width, 3], 'int32');
    try {
      const objects = await model.detect(image, MAX_BOXES, MIN_REPORTED_SCORE);
      return { score: bestPersonScore(objects) };
    } finally {
      image.dispose();
    }
  }

  /** Loads once; a failure is forgotten, so the next request tries again. */
  private loadModel(): Promise<ObjectDetectionModel> {
    this.model ??= withTimeout(
      (this.options.loadModel ?? loadCocoSsd)(this.options.modelUrl),
      this.options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
    ).catch((error: unknown) => {
      this.model = undefined;
      const reason = error instanceof Error ? error.message : String(error);
      throw new PersonDetectorUnavailableError(`The person detection model could not be loaded: ${reason}`);
    });
    return this.model;
  }
}

export function bestPersonScore(objects: readonly DetectedObject[]): number {
  return objects.reduce(
    (best, object) => (object.class === 'person' ? Math.max(best, object.score) : best),
    0,
  );
}

let tfReady: Promise<typeof Tf> | undefined;

/** tfjs on the CPU backend, in production mode (no debug checks, no "install tfjs-node" banner in the logs). */
function loadTf(): Promise<typeof Tf> {
  tfReady ??= (async () => {
    const tf = await import('@tensorflow/tfjs');
    tf.enableProdMode();
    await tf.setBackend('cpu');
    await tf.ready();
    return tf;
  })();
  return tfReady;
}

async function loadCocoSsd(modelUrl: string): Promise<ObjectDetectionModel> {
  await loadTf();
  const cocoSsd = await import('@tensorflow-models/coco-ssd');
  return cocoSsd.load({ base: 'lite_mobilenet_v2', modelUrl });
}

async function decodeRgb(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number }> {
  const sharp = (await import('sharp')).default;
  try {
    const { data, info } = await sharp(bytes)
      .autoOrient()
      .resize(MAX_DECODE_EDGE, MAX_DECODE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
