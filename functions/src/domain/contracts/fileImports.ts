/**
 * Importing another app's export (issue 32 §2; served by recipes-imports, /api/recipe-imports/**): start a job with
 * the file's name and size, then send its parts; the last one queues the job, which runs in a function and keeps its
 * state in users/{uid}/fileImports/{jobId} (read live by the owner).
 */
import { fileImportPartInputSchema, startFileImportInputSchema, type FileImportStatus } from '../exports/job';
import { postContract } from './define';

/** Signed in; CREATE_RECIPE's bot check (a token is required), as recipes-create. */
export const startFileImport = postContract<{ jobId: string; parts: number; partBytes: number }>(
  'signedIn',
  'recipes',
)('/api/recipe-imports/start', startFileImportInputSchema, ['unauthenticated', 'permission-denied']);

export const fileImportPart = postContract<{ received: number; parts: number; status: FileImportStatus }>(
  'signedIn',
  'recipes',
)('/api/recipe-imports/part', fileImportPartInputSchema, [
  'unauthenticated',
  'not-found',
  'failed-precondition',
]);
