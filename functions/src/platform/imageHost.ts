/**
 * The image host (DESIGN §7): one interface, chosen once from configuration. Production (IMAGE_HOST=cloudinary)
 * stores on Cloudinary with the recipe-images preset in folder recipes/{recipeId} (users/{uid} for photos); locally (IMAGE_HOST=local:
 * the emulator suite and tests) files go under MATKON_IMAGE_DIR with the four sizes made by sharp and are served
 * by media-api at /api/media/images/<publicId>/<size>.jpg. Callers never ask which one they have.
 *
 * Functions that use the host bind IMAGE_HOST_SECRETS (the Cloudinary API secret).
 * The heavy libraries (cloudinary, sharp) load on first use, so other functions' cold starts never pay for them.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudinaryImageHost } from './imageHostCloudinary';
import { LocalImageHost } from './imageHostLocal';
import type { ImageHost, ImageHostMode } from './imageHostTypes';
import { cloudinaryApiKey, cloudinaryApiSecret, cloudinaryCloudName, imageHostMode } from './params';

export type { ImageHost, ImageHostMode } from './imageHostTypes';

export const IMAGE_HOST_SECRETS = [cloudinaryApiSecret];

/** 'local' only when asked for: a production project with a missing param never writes to a temp folder. */
export function selectedImageHostMode(): ImageHostMode {
  return imageHostMode.value() === 'local' ? 'local' : 'cloudinary';
}

/** Where the local host keeps files: the stack's MATKON_IMAGE_DIR (.state/stack-N/images), else a temp folder. */
export function localImageDir(): string {
  return process.env.MATKON_IMAGE_DIR || join(tmpdir(), 'matkon-images');
}

let cached: ImageHost | undefined;

export function getImageHost(): ImageHost {
  const mode = selectedImageHostMode();
  if (cached?.mode !== mode) {
    cached =
      mode === 'local'
        ? new LocalImageHost({ dir: localImageDir() })
        : new CloudinaryImageHost(() => ({
            cloudName: cloudinaryCloudName.value(),
            apiKey: cloudinaryApiKey.value(),
            apiSecret: cloudinaryApiSecret.value(),
          }));
  }
  return cached;
}
