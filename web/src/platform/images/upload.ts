/**
 * uploadRecipeImage(file, recipeId) → Image (docs/contracts/recipes.md). The upload stage first shrinks images over
 * 500 KB to 1024 px at 0.85 (spec 000 §5). Then, by VITE_IMAGE_HOST:
 * - cloudinary: Cloudinary's unsigned direct upload (multipart: file, upload_preset recipe-images, folder
 *   recipes/{recipeId}); the answer becomes an Image with the same builder the server uses (@domain/media).
 * - local: POST /api/media/upload with the signed-in user's bearer, the file as base64 JSON.
 * uploadProfilePhoto(file, uid) → Image does the same for a user's photo: folder users/{uid}, locally
 * POST /api/media/avatar (the server picks the caller's folder).
 */
import type { Image } from '@domain/media/image';
import { imageFolder } from '@domain/media/image';
import { cloudinaryImage, type CloudinaryUploadResult } from '@domain/media/cloudinary';
import { IMAGE_COMPRESSION } from '@domain/constants/recipe';
import { ApiRequestError, apiCall, apiFetch } from '../api';
import { UPLOAD_COMPRESSION } from './compression';
import { compressImage } from './compressImage';
import { imageHostConfig, type ImageHostConfig } from './config';
import { fileToBase64 } from './fileData';

export interface UploadOptions {
  readonly host?: ImageHostConfig;
  /** The upload-stage compression (tests replace it: it needs a canvas). */
  readonly prepare?: (file: File) => Promise<File>;
  readonly signal?: AbortSignal;
}

export const UPLOAD_FAILED_MESSAGE = 'Image upload failed. Please try again.';

export async function uploadRecipeImage(
  file: File,
  recipeId: string,
  options: UploadOptions = {},
): Promise<Image> {
  return upload(file, options, imageFolder(recipeId), async (prepared, signal) =>
    apiCall('POST /api/media/upload', { body: { recipeId, ...(await fileBody(prepared)) }, signal }),
  );
}

/**
 * A friend's image on the public request page (001 §2 /share): no account, so locally the link's token carries the
 * right (POST /api/recipe-links/upload?token=, the server picks the folder); Cloudinary as for any recipe.
 */
export async function uploadSharedRecipeImage(
  file: File,
  recipeId: string,
  token: string,
  options: UploadOptions = {},
): Promise<Image> {
  return upload(file, options, imageFolder(recipeId), async (prepared, signal) =>
    apiFetch<Image>('/api/recipe-links/upload', {
      method: 'POST',
      query: { token },
      body: await fileBody(prepared),
      signal,
      auth: false,
    }),
  );
}

export async function uploadProfilePhoto(
  file: File,
  uid: string,
  options: UploadOptions = {},
): Promise<Image> {
  return upload(file, options, imageFolder(uid, 'users'), async (prepared, signal) =>
    apiCall('POST /api/media/avatar', { body: await fileBody(prepared), signal }),
  );
}

/** Compresses for upload, then sends to Cloudinary (production) or to the functions' own image host. */
async function upload(
  file: File,
  options: UploadOptions,
  folder: string,
  toFunctions: (prepared: File, signal: AbortSignal | undefined) => Promise<Image>,
): Promise<Image> {
  const host = options.host ?? imageHostConfig;
  const prepared = await (options.prepare ?? ((f: File) => compressImage(f, UPLOAD_COMPRESSION)))(file);
  if (host.kind === 'cloudinary') return uploadToCloudinary(prepared, folder, host.cloudName, options.signal);
  return toFunctions(prepared, options.signal);
}

async function fileBody(file: File) {
  return { filename: file.name, mimeType: file.type, dataBase64: await fileToBase64(file) };
}

async function uploadToCloudinary(
  file: File,
  folder: string,
  cloudName: string,
  signal?: AbortSignal,
): Promise<Image> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', IMAGE_COMPRESSION.uploadPreset);
  form.append('folder', folder);
  let response: Response;
  try {
    response = await fetch(`https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/image/upload`, {
      method: 'POST',
      body: form,
      signal,
    });
  } catch (error) {
    throw new ApiRequestError('unavailable', error instanceof Error ? error.message : UPLOAD_FAILED_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as
    (CloudinaryUploadResult & { error?: { message?: string } }) | null;
  if (!response.ok || !body?.public_id) {
    throw new ApiRequestError(
      response.status === 400 ? 'invalid-argument' : 'unavailable',
      body?.error?.message ?? UPLOAD_FAILED_MESSAGE,
      response.status,
      {},
      Boolean(body?.error?.message),
    );
  }
  return cloudinaryImage(cloudName, body);
}
