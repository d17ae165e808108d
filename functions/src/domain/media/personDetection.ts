/**
 * The food-only rule (spec 000 §5): an image whose person score is above 0.5 is rejected. The browser worker and
 * the server's check-person-batch both ask this module, so the threshold and the message live here only.
 */
import { PERSON_DETECTION } from '../constants/recipe';

export const PERSON_SCORE_THRESHOLD = PERSON_DETECTION.scoreThreshold;

/** TensorFlow's public coco-ssd (lite_mobilenet_v2) model; PERSON_MODEL_URL / VITE_PERSON_MODEL_URL override it. */
export const PERSON_MODEL_DEFAULT_URL =
  'https://storage.googleapis.com/tfjs-models/savedmodel/ssdlite_mobilenet_v2/model.json';

/** Strictly above the threshold: a score of exactly 0.5 passes. */
export function isPersonScore(score: number): boolean {
  return Number.isFinite(score) && score > PERSON_SCORE_THRESHOLD;
}

export function peopleMessage(filenames: readonly string[]): string {
  return `The following images contain people: ${filenames.join(', ')}. Please upload food-only images.`;
}

export const NO_PEOPLE_MESSAGE = 'No people were detected in the images.';

/** The server could not run the check (the model did not load): the client keeps the spec's fallback. */
export const PERSON_DETECTION_UNAVAILABLE_MESSAGE =
  'Could not verify images: person detection is unavailable right now.';

export interface ImageWithPeople {
  filename: string;
  index: number;
}

export interface PersonBatchResult {
  containsPeople: boolean;
  imagesWithPeople: ImageWithPeople[];
  message: string;
}

export interface ScoredImage extends ImageWithPeople {
  score: number;
}

export function personBatchResult(scored: readonly ScoredImage[]): PersonBatchResult {
  const imagesWithPeople = scored
    .filter((image) => isPersonScore(image.score))
    .map(({ filename, index }) => ({ filename, index }));
  const containsPeople = imagesWithPeople.length > 0;
  return {
    containsPeople,
    imagesWithPeople,
    message: containsPeople
      ? peopleMessage(imagesWithPeople.map((image) => image.filename))
      : NO_PEOPLE_MESSAGE,
  };
}
