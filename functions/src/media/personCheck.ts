/**
 * POST /api/upload/check-person-batch (spec 000 §7): score every image with the detector, apply the domain's
 * food-only rule, answer { containsPeople, imagesWithPeople, message }. A model that cannot load is a 503 with
 * a clear message: the client then keeps the spec's fallback (edit uploads go on; create falls back to a plain
 * upload). The detector is an argument, so tests prove the rule with a real deterministic one.
 */
import { AppError } from '../domain/errors';
import {
  IMAGE_FILE_MESSAGES,
  PERSON_DETECTION_UNAVAILABLE_MESSAGE,
  imageFileProblem,
  personBatchResult,
  type CheckPersonBatchInput,
  type PersonBatchResult,
  type ScoredImage,
} from '../domain/media';
import { PersonDetectorUnavailableError, type PersonDetector } from '../platform/personDetector';
import { decodeBase64 } from '../platform/base64';

export async function checkPersonBatch(
  detector: PersonDetector,
  input: CheckPersonBatchInput,
): Promise<PersonBatchResult> {
  const files = input.images.map((image, position) => {
    const bytes = decodeBase64(image.imageData, `images[${position}].imageData`);
    const problem = imageFileProblem({ size: bytes.byteLength, mimeType: image.mimeType });
    if (problem) {
      throw new AppError('invalid-argument', `${IMAGE_FILE_MESSAGES[problem]} (${image.filename})`, {
        reason: problem,
        filename: image.filename,
        index: image.index,
      });
    }
    return { ...image, bytes };
  });

  const scored: ScoredImage[] = [];
  for (const file of files) {
    try {
      const { score } = await detector.detect(file.bytes, file.mimeType);
      scored.push({ filename: file.filename, index: file.index, score });
    } catch (error) {
      if (error instanceof PersonDetectorUnavailableError) {
        throw new AppError('unavailable', PERSON_DETECTION_UNAVAILABLE_MESSAGE, { reason: error.message });
      }
      if (error instanceof AppError) {
        throw new AppError(error.code, `${error.message} (${file.filename})`, {
          ...error.details,
          filename: file.filename,
          index: file.index,
        });
      }
      throw error;
    }
  }
  return personBatchResult(scored);
}
