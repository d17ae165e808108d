/** A file import as the browser makes one (issue 32 §2): start, the parts in order, then the job read until it ends. */
import type { FileImportJob } from '../domain/exports/job';
import { FILE_IMPORTS_SUBCOLLECTION } from '../domain/exports/job';
import { db } from '../platform/firebase';
import type { TestUser } from './authEmulator';
import { api, caloriesSettled, HUMAN, rememberRecipe, type HttpAnswer } from './recipes';
import { waitFor } from './waitFor';

export const startImport = (user: TestUser | null, body: Record<string, unknown>) =>
  api<{ jobId: string; parts: number; partBytes: number }>('POST', '/api/recipe-imports/start', {
    user,
    body,
  });

export const sendPart = (user: TestUser, body: Record<string, unknown>) =>
  api<{ received: number; parts: number; status: string }>('POST', '/api/recipe-imports/part', {
    user,
    body,
  });

export async function jobDoc(uid: string, jobId: string): Promise<FileImportJob | undefined> {
  const snapshot = await db()
    .collection('users')
    .doc(uid)
    .collection(FILE_IMPORTS_SUBCOLLECTION)
    .doc(jobId)
    .get();
  return snapshot.data() as FileImportJob | undefined;
}

/** Uploads the file and waits for its job to end; every recipe it imported is deleted after the test file. */
export async function importAs(
  user: TestUser,
  bytes: Uint8Array,
  filename: string,
  { timeoutMs = 120_000 } = {},
): Promise<{ jobId: string; job: FileImportJob }> {
  const started: HttpAnswer<{ jobId: string; parts: number; partBytes: number }> = await startImport(user, {
    filename,
    size: bytes.length,
    botToken: HUMAN,
  });
  if (started.status !== 200)
    throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { jobId, parts, partBytes } = started.body;
  for (let index = 0; index < parts; index++) {
    const data = Buffer.from(bytes.subarray(index * partBytes, (index + 1) * partBytes)).toString('base64');
    const sent = await sendPart(user, { jobId, index, dataBase64: data });
    if (sent.status !== 200)
      throw new Error(`part ${index} answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  }
  const job = await waitFor(
    async () => {
      const current = await jobDoc(user.uid, jobId);
      return current && (current.status === 'done' || current.status === 'failed') ? current : undefined;
    },
    { timeoutMs, what: `file import ${jobId} to end` },
  );
  for (const item of job.imported) rememberRecipe(item.recipeId);
  // the calories trigger writes each new recipe once more: let it land before the file's clean-up deletes them
  await Promise.all(job.imported.map((item) => caloriesSettled(item.recipeId)));
  return { jobId, job };
}
