/** The person detector's contract, apart from its implementations (personDetector.ts picks one). */
export interface PersonDetector {
  /** The highest person score in the image, 0 when none (the bytes are decoded by the detector). */
  detect(bytes: Uint8Array, mimeType: string): Promise<{ score: number }>;
}

/** The model could not be loaded (offline: always): check-person-batch answers 503. */
export class PersonDetectorUnavailableError extends Error {
  override readonly name = 'PersonDetectorUnavailableError';
}
