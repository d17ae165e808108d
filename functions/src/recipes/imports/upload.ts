/**
 * The file of an import, sent in parts (decision 0067): start makes the job, each part is stored as it comes, and
 * the part that completes the file queues the job (the function importFile runs it).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../domain/errors';
import {
  FILE_IMPORT_MESSAGES,
  IMPORT_PART_BYTES,
  newFileImportJob,
  partSize,
  type FileImportPartInput,
  type FileImportStatus,
  type StartFileImportInput,
} from '../../domain/exports/job';
import { decodeBase64 } from '../../platform/base64';
import { jobRef, jobsOf, partRef, queueRef } from './store';

export async function startFileImport(
  deps: { db: Firestore; now?: () => Date },
  uid: string,
  input: StartFileImportInput,
): Promise<{ jobId: string; parts: number; partBytes: number }> {
  const ref = jobsOf(deps.db, uid).doc();
  const job = newFileImportJob(uid, input, (deps.now?.() ?? new Date()).toISOString());
  await ref.set(job);
  return { jobId: ref.id, parts: job.parts, partBytes: IMPORT_PART_BYTES };
}

export async function storeFileImportPart(
  deps: { db: Firestore; now?: () => Date },
  uid: string,
  input: FileImportPartInput,
): Promise<{ received: number; parts: number; status: FileImportStatus }> {
  const { db } = deps;
  const data = decodeBase64(input.dataBase64, 'dataBase64');
  const ref = jobRef(db, uid, input.jobId);
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job) throw new AppError('not-found', FILE_IMPORT_MESSAGES.jobNotFound, { field: 'jobId' });
    if (job.status !== 'uploading')
      throw new AppError('failed-precondition', FILE_IMPORT_MESSAGES.notUploading, { field: 'jobId' });
    if (input.index >= job.parts)
      throw new AppError('invalid-argument', FILE_IMPORT_MESSAGES.partOutOfRange, { field: 'index' });
    if (data.length !== partSize(job.size, input.index))
      throw new AppError('invalid-argument', FILE_IMPORT_MESSAGES.partWrongSize, { field: 'dataBase64' });
    const part = partRef(db, input.jobId, input.index);
    const isNew = !(await tx.get(part)).exists;
    const received = job.received + (isNew ? 1 : 0);
    const status: FileImportStatus = received === job.parts ? 'queued' : 'uploading';
    tx.set(part, { jobId: input.jobId, ownerId: uid, index: input.index, data });
    if (status === 'queued') tx.create(queueRef(db, input.jobId), { uid });
    tx.update(ref, {
      received: isNew ? FieldValue.increment(1) : job.received,
      status,
      updatedAt: (deps.now?.() ?? new Date()).toISOString(),
    });
    return { received, parts: job.parts, status };
  });
}
