/**
 * Recipe images in the browser (spec 000 §5, docs/contracts/recipes.md): validate → compress → detect people
 * (worker) → at upload, check people on the server for the unverified ones → upload. Messages live in the
 * `images` namespace (locales/<lng>/images.json).
 */
export {
  validateImageFiles,
  validatePickedImages,
  pickOneImage,
  decodesAsImage,
  type ImageDecoder,
  type ImageMessageKey,
  type ImageValidation,
  type ImageValidationIssue,
} from './validation';
export { compressImage } from './compressImage';
export { BROWSER_COMPRESSION, COMPRESSION_ERRORS, UPLOAD_COMPRESSION } from './compression';
export {
  uploadProfilePhoto,
  uploadRecipeImage,
  uploadSharedRecipeImage,
  UPLOAD_FAILED_MESSAGE,
} from './upload';
export { checkPeopleOnServer, mayUpload, type ServerPersonCheck } from './people';
export {
  detectPeople,
  personDetectionClient,
  type FilePersonCheck,
  type PeopleDetection,
} from './detectPeople';
