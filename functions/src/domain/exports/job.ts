/**
 * The file-import job (issue 32 §2, decision 0067): the file arrives in parts (a call's body stops at 32 MB, a
 * Firestore document at 1 MiB), the last part queues the job, a function runs it and keeps its state in
 * users/{uid}/fileImports/{jobId}, which the owner reads live (and nobody writes from a client).
 */
import { z } from 'zod';
import { documentId } from '../catalog/fields';
import { EXPORT_LIMITS, type ExportFormat } from './types';
import type { DuplicateReason } from './duplicates';
import type { ExportFileRefusal } from './messages';

export const FILE_IMPORTS_SUBCOLLECTION = 'fileImports';
/** The uploaded parts, function-owned (no rule: closed to every client), deleted when the job ends. */
export const FILE_IMPORT_PARTS_COLLECTION = 'fileImportParts';
/**
 * A job whose file is complete: created once, with the job's last part, it starts the import function (a trigger on
 * the job itself would run again at each of its progress writes). Function-owned, deleted when the job ends.
 */
export const FILE_IMPORT_QUEUE_COLLECTION = 'fileImportQueue';

/** Raw bytes a part carries: its base64 (4/3 larger) stays far below a document's 1 MiB once stored as bytes. */
export const IMPORT_PART_BYTES = 768 * 1024;
export const MAX_IMPORT_PARTS = Math.ceil(EXPORT_LIMITS.maxFileBytes / IMPORT_PART_BYTES);

export const FILE_IMPORT_STATUSES = ['uploading', 'queued', 'running', 'done', 'failed'] as const;
export type FileImportStatus = (typeof FILE_IMPORT_STATUSES)[number];

/** Each item keeps its place in the file, so a summary lists them in the file's order. */
export interface ImportedItem {
  index: number;
  recipeId: string;
  title: string;
  sourceUrl: string | null;
  /** The photo the file carried could not be stored (the recipe is kept without it). */
  photoLeftOut?: boolean;
}

export interface SkippedItem {
  index: number;
  title: string;
  reason: DuplicateReason;
  /** The cook's recipe it repeats. */
  recipeId: string;
}

export interface FailedItem {
  index: number;
  title: string;
  reason: string;
}

export interface FileImportJob {
  ownerId: string;
  filename: string;
  size: number;
  parts: number;
  received: number;
  status: FileImportStatus;
  format: ExportFormat | null;
  /** Recipes in the file (unreadable entries included), once read. */
  total: number;
  done: number;
  /** The title being imported now. */
  current: string | null;
  imported: ImportedItem[];
  skipped: SkippedItem[];
  failed: FailedItem[];
  /** Why the whole file was refused or the run stopped (status failed): the text, and its code for a screen. */
  error: string | null;
  errorCode: ExportFileRefusal | 'stopped' | null;
  createdAt: string;
  updatedAt: string;
}

export const FILE_IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${EXPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB`,
  empty: 'The file is empty',
  jobNotFound: 'Import not found',
  notUploading: 'This import is no longer taking parts',
  partOutOfRange: 'The part is not one of this import’s parts',
  partWrongSize: 'The part is not the size this import expects',
} as const;

const filename = z
  .string({ error: 'filename is required' })
  .trim()
  .min(1, 'filename is required')
  .max(255, 'filename must be 255 characters or less');

/** POST /api/recipe-imports/start: the file's name and size; the parts follow. */
export const startFileImportInputSchema = z.object({
  filename,
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int('size must be a number of bytes')
    .min(1, FILE_IMPORT_MESSAGES.empty)
    .max(EXPORT_LIMITS.maxFileBytes, FILE_IMPORT_MESSAGES.tooLarge),
  botToken: z.string({ error: 'botToken must be a string' }).trim().max(4096).nullish(),
});
export type StartFileImportInput = z.output<typeof startFileImportInputSchema>;

/** POST /api/recipe-imports/part: one part, base64 (IMPORT_PART_BYTES raw, the last one the rest). */
export const fileImportPartInputSchema = z.object({
  jobId: documentId('jobId is required'),
  index: z
    .number({ error: 'index must be a whole number' })
    .int('index must be a whole number')
    .min(0, FILE_IMPORT_MESSAGES.partOutOfRange)
    .max(MAX_IMPORT_PARTS - 1, FILE_IMPORT_MESSAGES.partOutOfRange),
  dataBase64: z
    .string({ error: 'dataBase64 is required' })
    .min(1, 'dataBase64 is required')
    .max(Math.ceil(IMPORT_PART_BYTES / 3) * 4 + 4, FILE_IMPORT_MESSAGES.partWrongSize),
});
export type FileImportPartInput = z.output<typeof fileImportPartInputSchema>;

export const partsOf = (size: number) => Math.ceil(size / IMPORT_PART_BYTES);
/** The size a part must have: IMPORT_PART_BYTES, the last one what is left. */
export const partSize = (size: number, index: number) =>
  Math.min(IMPORT_PART_BYTES, size - index * IMPORT_PART_BYTES);

export function newFileImportJob(ownerId: string, input: StartFileImportInput, now: string): FileImportJob {
  return {
    ownerId,
    filename: input.filename,
    size: input.size,
    parts: partsOf(input.size),
    received: 0,
    status: 'uploading',
    format: null,
    total: 0,
    done: 0,
    current: null,
    imported: [],
    skipped: [],
    failed: [],
    error: null,
    errorCode: null,
    createdAt: now,
    updatedAt: now,
  };
}
