/**
 * The local image host (emulator suite, tests): the original and the four sizes as files under one folder,
 * <dir>/<recipes|users>/<id>/<name>/{original.<ext>,thumbnail.jpg,card.jpg,detail.jpg,full.jpg}, served by media-api
 * at /api/media/images/<publicId>/<file>. Sizes are cover crops (sharp's attention strategy keeps the food in
 * frame) flattened on white and encoded as JPEG. Originals in a browser-safe raster format are kept as uploaded;
 * anything else (SVG, TIFF…) is stored as PNG, so nothing scriptable is ever served from the app's origin.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import {
  imagePublicId,
  isPathSegment,
  parseImagePublicId,
  type Image,
  type ImageFolderKind,
  type ImageSizes,
} from '../domain/media';
import { IMAGE_SIZES } from '../domain/constants';
import { IMAGE_SIZE_NAMES } from '../domain/recipe/types';
import type { ImageHost } from './imageHostTypes';
import { assertImageFile, assertRecipeId, notAnImage } from './imageHostChecks';

export const LOCAL_IMAGE_URL_BASE = '/api/media/images';

/** Formats kept as uploaded, by sharp's name → file extension (and Image.format, as Cloudinary names them). */
const KEPT_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const SIZE_QUALITY = 82;

type SharpFactory = (input?: Uint8Array) => Sharp;

async function loadSharp(): Promise<SharpFactory> {
  return (await import('sharp')).default;
}

export interface LocalImageHostOptions {
  readonly dir: string;
  /** A new image name (tests may fix it). */
  readonly newName?: () => string;
}

export class LocalImageHost implements ImageHost {
  readonly mode = 'local' as const;

  constructor(private readonly options: LocalImageHostOptions) {}

  async upload(
    ownerId: string,
    bytes: Uint8Array,
    _filename: string,
    mimeType: string,
    kind: ImageFolderKind = 'recipes',
  ): Promise<Image> {
    assertRecipeId(ownerId);
    assertImageFile(bytes, mimeType);
    const sharp = await loadSharp();
    const { format, width, height } = await readMetadata(sharp, bytes);

    const name = this.options.newName?.() ?? randomBytes(10).toString('hex');
    const publicId = imagePublicId(ownerId, name, kind);
    const folder = join(this.options.dir, publicId);
    await mkdir(folder, { recursive: true });
    try {
      const keptAs = KEPT_FORMATS[format];
      const extension = keptAs ?? 'png';
      await writeFile(
        join(folder, `original.${extension}`),
        keptAs ? bytes : await sharp(bytes).autoOrient().png().toBuffer(),
      );
      for (const size of IMAGE_SIZE_NAMES) {
        const { width: w, height: h } = IMAGE_SIZES[size];
        await sharp(bytes)
          .autoOrient()
          .resize(w, h, { fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: SIZE_QUALITY })
          .toFile(join(folder, `${size}.jpg`));
      }
      const base = `${LOCAL_IMAGE_URL_BASE}/${publicId}`;
      const sizes = Object.fromEntries(IMAGE_SIZE_NAMES.map((size) => [size, `${base}/${size}.jpg`]));
      const originalUrl = `${base}/original.${extension}`;
      return {
        url: originalUrl,
        sizes: sizes as ImageSizes,
        originalUrl,
        publicId,
        width,
        height,
        format: extension,
      };
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }

  async delete(publicId: string): Promise<void> {
    if (!parseImagePublicId(publicId)) return;
    await rm(join(this.options.dir, publicId), { recursive: true, force: true });
  }
}

/** Format and upright dimensions, or the "not an image" 400 when sharp cannot read it. */
async function readMetadata(
  sharp: SharpFactory,
  bytes: Uint8Array,
): Promise<{ format: string; width: number; height: number }> {
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.format || !metadata.width || !metadata.height) throw notAnImage();
    return {
      format: metadata.format,
      width: metadata.autoOrient?.width ?? metadata.width,
      height: metadata.autoOrient?.height ?? metadata.height,
    };
  } catch {
    throw notAnImage();
  }
}

export interface LocalImageFile {
  readonly path: string;
  readonly contentType: string;
}

/**
 * The file behind /api/media/images/<recipes|users>/<id>/<name>/<file>, or null. Every segment is checked against
 * the id pattern and the file name against the stored names, so no path leaves the image folder.
 */
export async function findLocalImageFile(
  dir: string,
  ownerId: string,
  name: string,
  file: string,
  kind: ImageFolderKind = 'recipes',
): Promise<LocalImageFile | null> {
  if (!isPathSegment(ownerId) || !isPathSegment(name)) return null;
  const match = /^(original|thumbnail|card|detail|full)\.([a-z]+)$/.exec(file);
  const extension = match?.[2];
  const contentType = extension ? CONTENT_TYPES[extension] : undefined;
  if (!match || !contentType || (match[1] !== 'original' && extension !== 'jpg')) return null;
  const path = join(dir, imagePublicId(ownerId, name, kind), file);
  try {
    return (await stat(path)).isFile() ? { path, contentType } : null;
  } catch {
    return null;
  }
}
