/**
 * Server-side person detection (DESIGN §7): the same coco-ssd model as the browser worker, from PERSON_MODEL_URL
 * (default: TensorFlow's public URL). A detector only scores; the food-only rule (score above 0.5) is the domain's
 * (domain/media/personDetection.ts). When the model cannot be loaded — always, offline — detect() throws
 * PersonDetectorUnavailableError and check-person-batch answers 503, so the client keeps the spec's fallback.
 */
import { PERSON_MODEL_DEFAULT_URL } from '../domain/media';
import { personModelUrl } from './params';
import { CocoSsdPersonDetector } from './personDetectorCocoSsd';
import type { PersonDetector } from './personDetectorTypes';

export { PersonDetectorUnavailableError, type PersonDetector } from './personDetectorTypes';

export function selectedPersonModelUrl(): string {
  return personModelUrl.value().trim() || PERSON_MODEL_DEFAULT_URL;
}

let cached: { url: string; detector: PersonDetector } | undefined;

/** One detector per model URL and instance: the model loads once and stays in memory. */
export function getPersonDetector(): PersonDetector {
  const url = selectedPersonModelUrl();
  if (cached?.url !== url) cached = { url, detector: new CocoSsdPersonDetector({ modelUrl: url }) };
  return cached.detector;
}
