/**
 * detectPeople(files): the in-browser food-only check (spec 000 §5) through the tensorflow-worker. Files with a
 * person are rejected with the spec's message; files the check could not verify (the model did not load: always
 * offline) are kept and listed in `unverified`, for checkPeopleOnServer at upload. TensorFlow.js loads inside the
 * worker (or, as the fallback, through a dynamic import): nothing of it is in the page's bundle.
 */
import { peopleMessage } from '@domain/media/messages';
import {
  createPersonDetectionClient,
  type PersonCheck,
  type PersonDetectionClient,
} from '@/workers/personDetectionClient';
import { personModelUrl } from './config';
import { filePixels } from './pixels';

export interface FilePersonCheck extends PersonCheck {
  readonly file: File;
}

export interface PeopleDetection {
  readonly checks: FilePersonCheck[];
  /** Files with a person: to be refused with `message`. */
  readonly rejected: File[];
  /** Files the browser could not check: kept, and checked by the server at upload. */
  readonly unverified: File[];
  /** The spec's message naming the rejected files, or null. */
  readonly message: string | null;
}

let defaultClient: PersonDetectionClient | undefined;

/** The app's one client: the module worker, with the same handler on the main thread as its fallback. */
export function personDetectionClient(): PersonDetectionClient {
  defaultClient ??= createPersonDetectionClient({
    modelUrl: personModelUrl,
    createWorker: () =>
      new Worker(new URL('../../workers/tensorflow-worker.ts', import.meta.url), {
        type: 'module',
        name: 'tensorflow-worker',
      }),
    loadFallback: async () => {
      const [{ createPersonWorkerHandler }, { loadCocoSsdDetector }] = await Promise.all([
        import('@/workers/personWorkerHandler'),
        import('@/workers/cocoSsdDetector'),
      ]);
      return createPersonWorkerHandler(loadCocoSsdDetector);
    },
  });
  return defaultClient;
}

export async function detectPeople(
  files: readonly File[],
  client: PersonDetectionClient = personDetectionClient(),
  pixelsOf: (file: File) => ReturnType<typeof filePixels> = filePixels,
): Promise<PeopleDetection> {
  const checks: FilePersonCheck[] = [];
  for (const file of files) {
    try {
      checks.push({ file, ...(await client.detect(await pixelsOf(file))) });
    } catch (error) {
      checks.push({
        file,
        hasPerson: false,
        score: 0,
        verified: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const rejected = checks.filter((check) => check.hasPerson).map((check) => check.file);
  return {
    checks,
    rejected,
    unverified: checks.filter((check) => !check.verified).map((check) => check.file),
    message: rejected.length > 0 ? peopleMessage(rejected.map((file) => file.name)) : null,
  };
}
