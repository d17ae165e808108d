/**
 * The tensorflow-worker's messages (spec 000 §7, 002 §7): LOAD_MODEL, DETECT_PERSON, GET_STATUS. Every request
 * carries an id; the answer repeats it with the model's state (idle, loading, loaded, error: spec 000 §4).
 */
export type ModelStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** RGBA pixels, as ImageData holds them (the buffer is transferred, not copied). */
export interface PixelImage {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export type WorkerRequest =
  | { readonly id: number; readonly type: 'LOAD_MODEL'; readonly modelUrl: string }
  | {
      readonly id: number;
      readonly type: 'DETECT_PERSON';
      readonly modelUrl: string;
      readonly image: PixelImage;
    }
  | { readonly id: number; readonly type: 'GET_STATUS' };

export type WorkerRequestType = WorkerRequest['type'];

export interface PersonDetection {
  /** The best person score in the image (0 when none). */
  readonly score: number;
  /** The domain's food-only rule: score above 0.5. */
  readonly hasPerson: boolean;
}

export interface WorkerResponse {
  readonly id: number;
  readonly type: WorkerRequestType;
  readonly ok: boolean;
  readonly status: ModelStatus;
  readonly result?: PersonDetection;
  readonly error?: string;
}

/** What a loaded model does: the best person score of an image. */
export interface PixelPersonDetector {
  score(image: PixelImage): Promise<number>;
}

export type LoadPixelDetector = (modelUrl: string) => Promise<PixelPersonDetector>;
