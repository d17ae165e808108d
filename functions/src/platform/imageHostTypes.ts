/** The image host's interface, apart from its choice (imageHost.ts) so the implementations need not import it. */
import type { Image, ImageFolderKind } from '../domain/media';

export interface ImageHost {
  readonly mode: ImageHostMode;
  /**
   * Stores an image in folder recipes/{ownerId} (a recipe's) or users/{ownerId} (a user's photo, kind 'users');
   * the file is checked (type, size, decodable) first.
   */
  upload(
    ownerId: string,
    bytes: Uint8Array,
    filename: string,
    mimeType: string,
    kind?: ImageFolderKind,
  ): Promise<Image>;
  /** Removes an image and its sizes; an unknown publicId is not an error. */
  delete(publicId: string): Promise<void>;
}

export type ImageHostMode = 'cloudinary' | 'local';
