/**
 * Image and media texts: spec 000 §5 "Images" (the people message is the spec's) and ours where the spec gives
 * none. The browser and the server read them from here.
 */
export const IMAGE_FILE_MESSAGES = {
  notAnImage: 'Not an image: choose a JPEG, PNG, WebP or other image file',
  fileTooLarge: 'File too large: images can be at most 10 MB',
} as const;

export function peopleMessage(filenames: readonly string[]): string {
  return `The following images contain people: ${filenames.join(', ')}. Please upload food-only images.`;
}

export const NO_PEOPLE_MESSAGE = 'No people were detected in the images.';

/** The server could not run the check (the model did not load): the client keeps the spec's fallback. */
export const PERSON_DETECTION_UNAVAILABLE_MESSAGE =
  'Could not verify images: person detection is unavailable right now.';

export const INVALID_RECIPE_ID_MESSAGE = 'Invalid recipeId';
export const INVALID_PUBLIC_ID_MESSAGE =
  'Invalid publicId: expected recipes/{recipeId}/{name} or users/{uid}/{name}';

/** ours */
export const MEDIA_MESSAGES = {
  imageHostUnavailable: 'The image host is unavailable right now. Please try again.',
  notYourPhoto: 'You can only change your own photo',
  deleteImageFailed: 'Failed to delete image',
  imageNotFound: 'Image not found',
  invalidPublicId: 'Invalid publicId',
  /** Completes "Invalid {field}: …" for a file that is not base64. */
  notBase64: 'expected base64 data',
} as const;
