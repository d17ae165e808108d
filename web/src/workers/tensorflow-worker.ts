/**
 * The person-detection worker (spec 000 §7: /workers/tensorflow-worker.js). Answers LOAD_MODEL, DETECT_PERSON and
 * GET_STATUS with personWorkerHandler; TensorFlow.js loads inside the worker, off the main thread.
 */
import { loadCocoSsdDetector } from './cocoSsdDetector';
import { createPersonWorkerHandler } from './personWorkerHandler';
import type { WorkerRequest, WorkerResponse } from './protocol';

const handler = createPersonWorkerHandler(loadCocoSsdDetector);

// `self` is typed as a window (the app's DOM lib); here it is the worker's scope, with the same onmessage and
// postMessage(message) the worker uses.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handler.handle(event.data).then((response: WorkerResponse) => self.postMessage(response));
};
