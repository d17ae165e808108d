/** The media group's handlers (contracts in domain/contracts/media.ts; spec 000 §5 "Images", §7). */
import type { media } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import { db } from '../platform/firebase';
import type { ContractRouteHandler, RouteContext } from '../platform/http';
import { getImageHost } from '../platform/imageHost';
import { getPersonDetector } from '../platform/personDetector';
import { deleteImage } from './deleteImage';
import { sendLocalImage } from './images';
import { checkPersonBatch } from './personCheck';
import { assertUploadsServed, uploadAvatar, uploadImage } from './upload';

/** Checked before the body is read: production has no upload endpoint, whoever asks and whatever they send. */
export function uploadsServed(): void {
  assertUploadsServed(getImageHost());
}

export const uploadImageHandler: ContractRouteHandler<typeof media.mediaUpload> = async ({ caller, input }) =>
  uploadImage({ db: db(), host: getImageHost() }, caller, input);

export const uploadAvatarHandler: ContractRouteHandler<typeof media.mediaAvatar> = async ({
  caller,
  input,
}) => uploadAvatar({ host: getImageHost() }, caller, input);

export const checkPersonBatchHandler: ContractRouteHandler<typeof media.checkPersonBatch> = async ({
  input,
}) => checkPersonBatch(getPersonDetector(), input);

/** The local image host's files (not JSON: written straight to the response). */
export const recipeImageFileHandler = ({ res, params }: RouteContext) => sendLocalImage(res, params);
export const userImageFileHandler = ({ res, params }: RouteContext) => sendLocalImage(res, params, 'users');

export const deleteImageHandler: CallableHandler<typeof media.mediaDeleteImage> = (input, request) =>
  deleteImage({ db: db(), host: getImageHost() }, request.caller, input);
