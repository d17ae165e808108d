/**
 * The production image host: Cloudinary through its SDK (v2), preset recipe-images, folder recipes/{recipeId}
 * (users/{uid} for a user's photo).
 * The Image's four sizes are delivery transformations of the one stored original (domain/media/cloudinary.ts,
 * the same builder the browser uses after its unsigned direct upload). Credentials go with each call, so no
 * process-wide SDK configuration exists to leak between tests or hosts.
 */
import type { UploadApiOptions, v2 } from 'cloudinary';
import { AppError } from '../domain/errors';
import { IMAGE_COMPRESSION } from '../domain/constants';
import {
  MEDIA_MESSAGES,
  cloudinaryImage,
  imageFolder,
  parseImagePublicId,
  type Image,
  type ImageFolderKind,
} from '../domain/media';
import type { ImageHost } from './imageHostTypes';
import { assertImageFile, assertRecipeId, notAnImage } from './imageHostChecks';

export interface CloudinaryCredentials {
  readonly cloudName: string;
  readonly apiKey: string;
  readonly apiSecret: string;
}

type Uploader = typeof v2.uploader;

async function loadUploader(): Promise<Uploader> {
  return (await import('cloudinary')).v2.uploader;
}

export class CloudinaryImageHost implements ImageHost {
  readonly mode = 'cloudinary' as const;

  /** Credentials are read when first needed (params resolve at run time, not at load). */
  constructor(
    private readonly credentials: () => CloudinaryCredentials,
    private readonly uploader: () => Promise<Uploader> = loadUploader,
  ) {}

  async upload(
    ownerId: string,
    bytes: Uint8Array,
    filename: string,
    mimeType: string,
    kind: ImageFolderKind = 'recipes',
  ): Promise<Image> {
    assertRecipeId(ownerId);
    assertImageFile(bytes, mimeType);
    const { cloudName, ...auth } = this.auth();
    const dataUri = `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
    const options: UploadApiOptions = {
      ...auth,
      cloud_name: cloudName,
      upload_preset: IMAGE_COMPRESSION.uploadPreset,
      folder: imageFolder(ownerId, kind),
      resource_type: 'image',
      filename_override: filename,
    };
    try {
      const result = await (await this.uploader()).upload(dataUri, options);
      return cloudinaryImage(cloudName, result);
    } catch (error) {
      throw httpCode(error) === 400 ? notAnImage() : unavailable(error);
    }
  }

  async delete(publicId: string): Promise<void> {
    if (!parseImagePublicId(publicId)) return;
    const { cloudName, ...auth } = this.auth();
    // The SDK reads credentials from each call's options (its types only list the documented ones).
    const options = { ...auth, cloud_name: cloudName, resource_type: 'image' as const, invalidate: true };
    let result: unknown;
    try {
      result = await (await this.uploader()).destroy(publicId, options);
    } catch (error) {
      throw unavailable(error);
    }
    const outcome = (result as { result?: unknown } | undefined)?.result;
    if (outcome !== 'ok' && outcome !== 'not found') throw unavailable(result);
  }

  private auth(): { cloudName: string; api_key: string; api_secret: string } {
    const { cloudName, apiKey, apiSecret } = this.credentials();
    if (!cloudName || !apiKey || !apiSecret) {
      throw new AppError('unavailable', MEDIA_MESSAGES.imageHostUnavailable, { reason: 'not-configured' });
    }
    return { cloudName, api_key: apiKey, api_secret: apiSecret };
  }
}

function httpCode(error: unknown): number | undefined {
  const code = (error as { http_code?: unknown; error?: { http_code?: unknown } } | undefined) ?? {};
  const value = code.http_code ?? code.error?.http_code;
  return typeof value === 'number' ? value : undefined;
}

function unavailable(cause: unknown): AppError {
  const message = cause instanceof Error ? cause.message : JSON.stringify(cause ?? null);
  return new AppError('unavailable', MEDIA_MESSAGES.imageHostUnavailable, { cause: message.slice(0, 300) });
}
