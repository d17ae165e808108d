/**
 * The person-detection worker (spec 000 §7: /workers/tensorflow-worker.js). Answers LOAD_MODEL, DETECT_PERSON and
 * GET_STATUS with personWorkerHandler; TensorFlow.js loads inside the worker, off the main thread.
 */
import { loadCocoSsdDetector } from './cocoSsdDetector';
import { createPersonWorkerHandler } from './personWorkerHandler';
import type { WorkerRequest, WorkerResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
const handler = createPersonWorkerHandler(loadCocoSsdDetector);

scope.onmessage = (event) => {
  void handler.handle(event.data).then((response) => scope.postMessage(response));
};
