/**
 * Runs a queued file import (issue 32 §2, decision 0067): the file read (domain/exports), then each recipe, in the
 * file's order, skipped when it repeats one of the cook's recipes, else created through recipes-create's own
 * service (mirror first: a recipe is in both stores or in neither), private, with the photo the file carries
 * stored through the image host as an upload is. The job document says where it is after every recipe.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { Category } from '../../domain/catalog/types';
import {
  DuplicateIndex,
  ExportFileError,
  readExportFile,
  toRecipeForm,
  type ExportedRecipe,
} from '../../domain/exports';
import type { FailedItem, FileImportJob, ImportedItem, SkippedItem } from '../../domain/exports/job';
import type { Image } from '../../domain/media';
import { createRecipeInputSchema } from '../../domain/recipe/schema';
import type { ImageHost } from '../../platform/imageHost';
import { createRecipe } from '../create';
import type { RecipesDeps } from '../deps';
import { deleteParts, jobRef, knownRecipes, queueRef, readCatalogue, readFile } from './store';

export type FileImportDeps = Pick<
  RecipesDeps,
  'db' | 'mirror' | 'now' | 'beforeCommit' | 'dailyRecipeLimit' | 'videoPhoto'
> & { host: () => Pick<ImageHost, 'upload' | 'delete'> };

const FILE_UNREADABLE = 'The uploaded file could not be put together again; please send it once more';

/** queued → running, once: a trigger delivered twice runs the job once. */
async function claim(db: Firestore, uid: string, jobId: string): Promise<FileImportJob | null> {
  const ref = jobRef(db, uid, jobId);
  return db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (job?.status !== 'queued') return null;
    tx.update(ref, { status: 'running', updatedAt: new Date().toISOString() });
    return job;
  });
}

type Outcome =
  | { imported: Omit<ImportedItem, 'index'> }
  | { skipped: Omit<SkippedItem, 'index'> }
  | { failed: Omit<FailedItem, 'index'> };

async function storePhoto(
  deps: FileImportDeps,
  recipeId: string,
  exported: ExportedRecipe,
): Promise<Image | null> {
  if (!exported.photo) return null;
  const { bytes, filename, mimeType } = exported.photo;
  try {
    return await deps.host().upload(recipeId, bytes, filename, mimeType);
  } catch (error) {
    // as a video's thumbnail: the recipe is kept without a photo the host refuses
    logger.warn('Imported photo not stored', { recipeId, error: String(error) });
    return null;
  }
}

async function importOne(
  deps: FileImportDeps,
  uid: string,
  recipeId: string,
  exported: ExportedRecipe,
  context: { catalogue: Category[]; duplicates: DuplicateIndex },
): Promise<Outcome> {
  const { title, ingredients } = exported.recipe;
  const sourceUrl = exported.source.url;
  const duplicate = context.duplicates.find({ title, ingredients, sourceUrl });
  if (duplicate) return { skipped: { title, ...duplicate } };
  const recipe = toRecipeForm(exported, context.catalogue);
  const parsed = createRecipeInputSchema.safeParse({ recipeId, recipe, images: [] });
  if (!parsed.success)
    return { failed: { title, reason: parsed.error.issues[0]?.message ?? 'Invalid recipe' } };
  const photo = await storePhoto(deps, recipeId, exported);
  try {
    await createRecipe(deps, uid, { ...parsed.data, images: photo ? [photo] : [] });
  } catch (error) {
    if (photo)
      await deps
        .host()
        .delete(photo.publicId)
        .catch(() => undefined);
    return { failed: { title, reason: error instanceof Error ? error.message : String(error) } };
  }
  context.duplicates.add({ id: recipeId, title, ingredients, sourceUrl });
  return {
    imported: { recipeId, title, sourceUrl, ...(exported.photo && !photo ? { photoLeftOut: true } : {}) },
  };
}

const arrayOf = (outcome: Outcome, index: number) =>
  'imported' in outcome
    ? { imported: FieldValue.arrayUnion({ index, ...outcome.imported }) }
    : 'skipped' in outcome
      ? { skipped: FieldValue.arrayUnion({ index, ...outcome.skipped }) }
      : { failed: FieldValue.arrayUnion({ index, ...outcome.failed }) };

export async function runFileImport(deps: FileImportDeps, uid: string, jobId: string): Promise<void> {
  const job = await claim(deps.db, uid, jobId);
  if (!job) return;
  const ref = jobRef(deps.db, uid, jobId);
  const stamp = () => (deps.now?.() ?? new Date()).toISOString();
  try {
    const bytes = await readFile(deps.db, jobId, job.parts);
    let file;
    try {
      if (!bytes) throw new ExportFileError(FILE_UNREADABLE, 'damaged');
      file = readExportFile(bytes);
    } catch (error) {
      if (!(error instanceof ExportFileError)) throw error;
      await ref.update({
        status: 'failed',
        error: error.message,
        errorCode: error.reason,
        updatedAt: stamp(),
      });
      return;
    }
    const [known, catalogue] = await Promise.all([knownRecipes(deps.db, uid), readCatalogue(deps.db)]);
    const context = { catalogue, duplicates: new DuplicateIndex(known) };
    const unreadable = file.unreadable.map((entry, index) => ({
      index: file.recipes.length + index,
      title: entry.name,
      reason: entry.reason,
    }));
    await ref.update({
      format: file.format,
      total: file.recipes.length + file.unreadable.length,
      failed: unreadable,
      updatedAt: stamp(),
    });
    for (const [index, exported] of file.recipes.entries()) {
      await ref.update({ current: exported.recipe.title, updatedAt: stamp() });
      const outcome = await importOne(deps, uid, `${jobId}-${index}`, exported, context);
      await ref.update({ done: index + 1, ...arrayOf(outcome, index), updatedAt: stamp() });
    }
    await ref.update({
      status: 'done',
      done: file.recipes.length + unreadable.length,
      current: null,
      updatedAt: stamp(),
    });
  } catch (error) {
    logger.error('File import failed', { uid, jobId, error: String(error) });
    await ref.update({
      status: 'failed',
      error: 'The import stopped on an error; the recipes listed as imported are saved',
      errorCode: 'stopped',
      current: null,
      updatedAt: stamp(),
    });
  } finally {
    await deleteParts(deps.db, jobId, job.parts);
    await queueRef(deps.db, jobId).delete();
  }
}
