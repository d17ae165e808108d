/**
 * The food-only rule (spec 000 §5): an image whose person score is above 0.5 is rejected. The browser worker and
 * the server's check-person-batch both ask this module, so the threshold lives here only (the texts in messages.ts).
 */
import { PERSON_DETECTION } from '../constants/recipe';
import { NO_PEOPLE_MESSAGE, peopleMessage } from './messages';

export const PERSON_SCORE_THRESHOLD = PERSON_DETECTION.scoreThreshold;

/** TensorFlow's public coco-ssd (lite_mobilenet_v2) model; PERSON_MODEL_URL / VITE_PERSON_MODEL_URL override it. */
export const PERSON_MODEL_DEFAULT_URL =
  'https://storage.googleapis.com/tfjs-models/savedmodel/ssdlite_mobilenet_v2/model.json';

/** Strictly above the threshold: a score of exactly 0.5 passes. */
export function isPersonScore(score: number): boolean {
  return Number.isFinite(score) && score > PERSON_SCORE_THRESHOLD;
}

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
