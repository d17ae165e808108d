/**
 * Cloudinary delivery URLs, built by hand so the browser (unsigned direct upload) and the server (SDK upload)
 * turn an upload answer into the same Image. The server's test checks these against the SDK's own url().
 * Sizes are cover crops with automatic gravity, format and quality: c_fill,g_auto,h_H,w_W/f_auto,q_auto.
 */
import { IMAGE_SIZES } from '../constants/recipe';
import { IMAGE_SIZE_NAMES } from '../recipe/types';
import type { Image, ImageSizes } from './image';

/** The fields of Cloudinary's upload answer an Image needs. */
export interface CloudinaryUploadResult {
  public_id: string;
  version: number;
  width: number;
  height: number;
  format: string;
  secure_url: string;
}

const AUTO = 'f_auto,q_auto';

export function cloudinaryDeliveryUrl(
  cloudName: string,
  upload: Pick<CloudinaryUploadResult, 'public_id' | 'version' | 'format'>,
  transformation?: { width: number; height: number },
): string {
  const steps = transformation
    ? [`c_fill,g_auto,h_${transformation.height},w_${transformation.width}`, AUTO]
    : [AUTO];
  return [
    `https://res.cloudinary.com/${cloudName}/image/upload`,
    ...steps,
    `v${upload.version}`,
    `${upload.public_id}.${upload.format}`,
  ].join('/');
}

export function cloudinaryImage(cloudName: string, upload: CloudinaryUploadResult): Image {
  const sizes = Object.fromEntries(
    IMAGE_SIZE_NAMES.map((size) => [size, cloudinaryDeliveryUrl(cloudName, upload, IMAGE_SIZES[size])]),
  ) as ImageSizes;
  return {
    url: cloudinaryDeliveryUrl(cloudName, upload),
    sizes,
    originalUrl: upload.secure_url,
    publicId: upload.public_id,
    width: upload.width,
    height: upload.height,
    format: upload.format,
  };
}
