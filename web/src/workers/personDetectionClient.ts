/**
 * The main thread's side of person detection (spec 000 §7): messages to the tensorflow-worker, each with a 30 s
 * timeout; when the worker cannot be created, crashes or times out, the same handler runs on the main thread;
 * when that fails too, the answer is "no person" with an error and `verified: false`, so the images are kept and
 * checked by the server at upload (spec 000 §5). A model that reports a load error (offline: no weights) is not
 * retried on the main thread: the same URL would fail the same way.
 */
import { PERSON_DETECTION } from '@domain/constants/recipe';
import { settleWithin } from '@/platform/timeout';
import type { PersonWorkerHandler } from './personWorkerHandler';
import type { ModelStatus, PixelImage, WorkerRequest, WorkerResponse } from './protocol';

/** The part of a Worker the client uses (a fake in tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

export interface PersonCheck {
  readonly hasPerson: boolean;
  readonly score: number;
  /** false: the check could not run; the server checks the image at upload. */
  readonly verified: boolean;
  readonly error?: string;
}

export interface PersonDetectionClient {
  loadModel(): Promise<ModelStatus>;
  detect(image: PixelImage): Promise<PersonCheck>;
  status(): Promise<ModelStatus>;
  dispose(): void;
}

export interface PersonDetectionClientOptions {
  readonly modelUrl: string;
  readonly createWorker: () => WorkerLike;
  readonly loadFallback: () => Promise<PersonWorkerHandler>;
  readonly timeoutMs?: number;
}

export class PersonDetectionTimeout extends Error {
  override readonly name = 'PersonDetectionTimeout';
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(response: WorkerResponse): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createPersonDetectionClient(options: PersonDetectionClientOptions): PersonDetectionClient {
  const timeoutMs = options.timeoutMs ?? PERSON_DETECTION.workerTimeoutMs;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  /** undefined: not started yet; null: failed, use the main thread from now on. */
  let worker: WorkerLike | null | undefined;
  let fallback: Promise<PersonWorkerHandler> | undefined;

  const breakWorker = (reason: Error) => {
    worker?.terminate();
    worker = null;
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(reason);
      pending.delete(id);
    }
  };

  const startWorker = (): WorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      const created = options.createWorker();
      created.onmessage = (event) => {
        const entry = pending.get(event.data.id);
        if (!entry) return;
        clearTimeout(entry.timer);
        pending.delete(event.data.id);
        entry.resolve(event.data);
      };
      created.onerror = () => breakWorker(new Error('The person detection worker failed'));
      worker = created;
    } catch {
      worker = null;
    }
    return worker;
  };

  const viaWorker = (target: WorkerLike, request: WorkerRequest) =>
    new Promise<WorkerResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(new PersonDetectionTimeout(`No answer to ${request.type} within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(request.id, { resolve, reject, timer });
      target.postMessage(request);
    });

  const onMainThread = async (request: WorkerRequest): Promise<WorkerResponse> => {
    fallback ??= options.loadFallback().catch((error: unknown) => {
      fallback = undefined;
      throw error;
    });
    const handler = await fallback;
    return settleWithin(
      handler.handle(request),
      timeoutMs,
      () => new PersonDetectionTimeout(`No answer to ${request.type} within ${timeoutMs} ms`),
    );
  };

  const send = async (message: Request): Promise<WorkerResponse> => {
    const request = { ...message, id: nextId++ } as WorkerRequest;
    const target = startWorker();
    if (target) {
      try {
        return await viaWorker(target, request);
      } catch (error) {
        breakWorker(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return onMainThread(request);
  };

  return {
    async loadModel() {
      try {
        return (await send({ type: 'LOAD_MODEL', modelUrl: options.modelUrl })).status;
      } catch {
        return 'error';
      }
    },
    async detect(image) {
      try {
        const response = await send({ type: 'DETECT_PERSON', modelUrl: options.modelUrl, image });
        if (response.ok && response.result) return { ...response.result, verified: true };
        return unverified(response.error ?? 'Person detection failed');
      } catch (error) {
        return unverified(error instanceof Error ? error.message : String(error));
      }
    },
    async status() {
      try {
        return (await send({ type: 'GET_STATUS' })).status;
      } catch {
        return 'error';
      }
    },
    dispose() {
      breakWorker(new Error('Person detection was stopped'));
      worker = undefined;
    },
  };
}

function unverified(error: string): PersonCheck {
  return { hasPerson: false, score: 0, verified: false, error };
}
