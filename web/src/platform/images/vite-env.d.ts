/** The image variables of web/.env.* (declaration merging with platform/vite-env.d.ts). */
interface ImportMetaEnv {
  /** 'cloudinary' (production: unsigned direct upload) or anything else for the local host (/api/media/upload). */
  readonly VITE_IMAGE_HOST?: string;
  readonly VITE_CLOUDINARY_CLOUD_NAME?: string;
  /** coco-ssd model.json (default: TensorFlow's public URL). */
  readonly VITE_PERSON_MODEL_URL?: string;
}
