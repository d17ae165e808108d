/** Where images go and which detection model to load, from Vite's env (see vite-env.d.ts). */
import { PERSON_MODEL_DEFAULT_URL } from '@domain/media/personDetection';

export type ImageHostConfig =
  { readonly kind: 'cloudinary'; readonly cloudName: string } | { readonly kind: 'local' };

const env = import.meta.env;

export const imageHostConfig: ImageHostConfig =
  env.VITE_IMAGE_HOST === 'cloudinary'
    ? { kind: 'cloudinary', cloudName: env.VITE_CLOUDINARY_CLOUD_NAME ?? '' }
    : { kind: 'local' };

export const personModelUrl: string = env.VITE_PERSON_MODEL_URL || PERSON_MODEL_DEFAULT_URL;
