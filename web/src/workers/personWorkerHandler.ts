/**
 * The worker's message handler, apart from the worker global so tests drive it directly and the main-thread
 * fallback runs the very same code. The model loads once (concurrent requests share the load); a failed load
 * leaves the state at `error`: DETECT_PERSON then answers at once, LOAD_MODEL tries again.
 */
import { isPersonScore } from '@domain/media/personDetection';
import type {
  LoadPixelDetector,
  ModelStatus,
  PixelPersonDetector,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

export interface PersonWorkerHandler {
  handle(request: WorkerRequest): Promise<WorkerResponse>;
  status(): ModelStatus;
}

export function createPersonWorkerHandler(loadDetector: LoadPixelDetector): PersonWorkerHandler {
  let status: ModelStatus = 'idle';
  let lastError: string | undefined;
  let loading: Promise<PixelPersonDetector> | undefined;

  const load = (modelUrl: string): Promise<PixelPersonDetector> => {
    if (!loading) {
      status = 'loading';
      lastError = undefined;
      loading = loadDetector(modelUrl).then(
        (detector) => {
          status = 'loaded';
          return detector;
        },
        (error: unknown) => {
          status = 'error';
          lastError = messageOf(error);
          loading = undefined;
          throw error;
        },
      );
    }
    return loading;
  };

  const answer = (request: WorkerRequest, fields: Partial<WorkerResponse> = {}): WorkerResponse => ({
    id: request.id,
    type: request.type,
    ok: true,
    status,
    ...fields,
  });
  const failure = (request: WorkerRequest, error: unknown): WorkerResponse =>
    answer(request, { ok: false, error: messageOf(error) });

  return {
    status: () => status,
    async handle(request) {
      switch (request.type) {
        case 'GET_STATUS':
          return answer(request, lastError ? { error: lastError } : {});
        case 'LOAD_MODEL':
          try {
            await load(request.modelUrl);
            return answer(request);
          } catch (error) {
            return failure(request, error);
          }
        case 'DETECT_PERSON':
          if (status === 'error') return answer(request, { ok: false, error: lastError });
          try {
            const detector = await load(request.modelUrl);
            const score = await detector.score(request.image);
            return answer(request, { result: { score, hasPerson: isPersonScore(score) } });
          } catch (error) {
            return failure(request, error);
          }
        default:
          return failure(request, new Error(`Unknown message ${(request as { type?: unknown }).type}`));
      }
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
