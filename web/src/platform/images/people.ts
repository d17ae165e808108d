/**
 * checkPeopleOnServer(files, recipeId): POST /api/upload/check-person-batch (spec 000 §7). The food-only rule
 * is the server's answer; when the check itself cannot run (503: the model did not load, or any other failure)
 * the result says `checked: false` and the caller goes on: a failing server check does not block edit uploads,
 * and on create falls back to a plain upload (spec 000 §5).
 */
import type { PersonBatchResult } from '@domain/media/personDetection';
import { apiCall, toApiError, type ApiRequestError } from '../api';
import { fileToBase64 } from './fileData';

export type ServerPersonCheck =
  | ({ readonly checked: true } & PersonBatchResult)
  | { readonly checked: false; readonly error: ApiRequestError };

export async function checkPeopleOnServer(
  files: readonly File[],
  recipeId: string,
  signal?: AbortSignal,
): Promise<ServerPersonCheck> {
  try {
    const images = await Promise.all(
      files.map(async (file, index) => ({
        imageData: await fileToBase64(file),
        mimeType: file.type,
        filename: file.name,
        size: file.size,
        index,
      })),
    );
    const result = await apiCall('POST /api/upload/check-person-batch', {
      body: { recipeId, images },
      signal,
    });
    return { checked: true, ...result };
  } catch (error) {
    return { checked: false, error: toApiError(error) };
  }
}

/** Whether uploads may go on: only a check that ran and found people stops them. */
export function mayUpload(check: ServerPersonCheck): boolean {
  return !check.checked || !check.containsPeople;
}
