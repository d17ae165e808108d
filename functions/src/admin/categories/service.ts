/**
 * Category management (spec 002 §2, §4, §5): create, update and delete with replacement. Every change goes
 * through the mirror protocol (mirror first, then one Firestore transaction). The rules themselves live in
 * domain/catalog; this file reads the stores and assembles the changes.
 */
import {
  CATALOG_ACTIONS,
  CATEGORIES_COLLECTION,
  CATEGORY_MESSAGES,
  DEFAULT_CATEGORY_EMOJI,
  categoryIdFor,
  isEnglishNameTaken,
  primaryIdsToClear,
  type Category,
  type CategoryDoc,
  type CreateCategoryInput,
  type DeleteCategoryInput,
  type UpdateCategoryInput,
} from '../../domain/catalog';
import { AppError } from '../../domain/errors';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import type { MirroredChange } from '../../platform/mirror/types';
import {
  nowIso,
  readAll,
  withoutVersion,
  type ServiceDeps,
  type StoredDoc,
} from '../../platform/mirror/deps';
import { categoryMapping } from '../../platform/mirror/mappings';
import { findRecipesUsingCategory, moveRecipesToCategory } from './recipeMoves';

type StoredCategory = StoredDoc<CategoryDoc>;

function readCategories(deps: ServiceDeps): Promise<StoredCategory[]> {
  return readAll<CategoryDoc>(deps.db, CATEGORIES_COLLECTION);
}

function findOrThrow(
  categories: StoredCategory[],
  id: string,
  message: string = CATEGORY_MESSAGES.notFound,
): StoredCategory {
  const found = categories.find((c) => c.id === id);
  if (!found) throw new AppError('not-found', message, { id });
  return found;
}

function categoryChange(
  id: string,
  before: CategoryDoc | null,
  after: Record<string, unknown> | null,
): MirroredChange {
  return { mapping: categoryMapping, id, before, after };
}

/** Changes that clear isPrimary on every category except `primaryId` (and except those being deleted). */
function clearOtherPrimaries(
  categories: StoredCategory[],
  primaryId: string,
  now: string,
  skip: string[] = [],
) {
  return primaryIdsToClear(
    categories.map((c) => ({ id: c.id, isPrimary: c.doc.isPrimary })),
    primaryId,
  )
    .filter((id) => !skip.includes(id))
    .map((id) => {
      const other = findOrThrow(categories, id);
      return categoryChange(id, other.doc, {
        ...withoutVersion(other.doc),
        isPrimary: false,
        updatedAt: now,
      });
    });
}

export async function createCategory(deps: ServiceDeps, input: CreateCategoryInput): Promise<Category> {
  return writeMirrored(deps, CATALOG_ACTIONS.createCategory, async (commit) => {
    const categories = await readCategories(deps);
    const existing = categories.map((c) => ({ id: c.id, nameEn: String(c.doc.nameEn ?? '') }));
    if (isEnglishNameTaken(input.nameEn, existing)) {
      throw new AppError('already-exists', CATEGORY_MESSAGES.englishNameTaken, { field: 'nameEn' });
    }
    const id = categoryIdFor(
      input.nameEn,
      (candidate) => categories.some((c) => c.id === candidate),
      deps.db.collection(CATEGORIES_COLLECTION).doc().id,
    );
    const now = nowIso(deps);
    const doc = {
      nameEn: input.nameEn,
      nameHe: input.nameHe,
      nameFr: input.nameFr,
      nameIt: input.nameIt,
      emoji: input.emoji,
      isPrimary: input.isPrimary,
      createdAt: now,
      updatedAt: now,
    };
    const changes = [
      ...(input.isPrimary ? clearOtherPrimaries(categories, id, now) : []),
      categoryChange(id, null, doc),
    ];
    const versions = await commit(changes);
    return { id, ...doc, version: versions[versions.length - 1] ?? 1 };
  });
}

export async function updateCategory(deps: ServiceDeps, input: UpdateCategoryInput): Promise<Category> {
  return writeMirrored(deps, CATALOG_ACTIONS.updateCategory, async (commit) => {
    const categories = await readCategories(deps);
    const target = findOrThrow(categories, input.id);
    const existing = categories.map((c) => ({ id: c.id, nameEn: String(c.doc.nameEn ?? '') }));
    if (isEnglishNameTaken(input.nameEn, existing, input.id)) {
      throw new AppError('already-exists', CATEGORY_MESSAGES.englishNameTaken, { field: 'nameEn' });
    }
    const now = nowIso(deps);
    const isPrimary = input.isPrimary ?? target.doc.isPrimary === true;
    const after = {
      ...withoutVersion(target.doc),
      nameEn: input.nameEn,
      nameHe: input.nameHe,
      nameFr: input.nameFr,
      nameIt: input.nameIt,
      emoji: input.emoji ?? target.doc.emoji ?? DEFAULT_CATEGORY_EMOJI,
      isPrimary,
      updatedAt: now,
    };
    const changes = [
      ...(isPrimary ? clearOtherPrimaries(categories, input.id, now) : []),
      categoryChange(input.id, target.doc, after),
    ];
    const versions = await commit(changes);
    return {
      id: input.id,
      ...(after as Omit<CategoryDoc, 'version'>),
      version: versions[versions.length - 1] ?? target.doc.version + 1,
    };
  });
}

export interface DeleteCategoryResult {
  id: string;
  /** Recipes switched to the replacement. */
  movedRecipes: number;
  /** The replacement, now the primary category; null when none was needed. */
  primaryCategoryId: string | null;
}

/**
 * Deletes a category. When recipes use it (in `categories`, as primaryCategory or the legacy `category`),
 * a replacement is required: the recipes switch to it and it becomes the primary category (spec 002 §4).
 *
 * Order: the recipes move first (in batches, each one mirrored commit: a popular category may hold more recipes
 * than one transaction can write), then the mirrored delete; a failure in between leaves every recipe on an existing category and the
 * admin's retry completes the delete. A last pass moves recipes created meanwhile.
 */
export async function deleteCategory(
  deps: ServiceDeps,
  input: DeleteCategoryInput,
): Promise<DeleteCategoryResult> {
  const categories = await readCategories(deps);
  findOrThrow(categories, input.id);
  const replacementId = input.replacementCategoryId;
  const replacement = replacementId
    ? findOrThrow(categories, replacementId, CATEGORY_MESSAGES.replacementNotFound)
    : undefined;

  const recipeIds = await findRecipesUsingCategory(deps.db, input.id);
  if (recipeIds.length > 0 && !replacement) {
    throw new AppError('failed-precondition', CATEGORY_MESSAGES.hasRecipes, {
      field: 'replacementCategoryId',
      recipeCount: recipeIds.length,
    });
  }

  let movedRecipes = 0;
  if (replacement) movedRecipes += await moveRecipesToCategory(deps, recipeIds, input.id, replacement.id);

  await commitCategoryDelete(deps, input.id, replacement?.id);

  if (replacement) {
    const stragglers = await findRecipesUsingCategory(deps.db, input.id);
    if (stragglers.length > 0)
      movedRecipes += await moveRecipesToCategory(deps, stragglers, input.id, replacement.id);
  }
  return { id: input.id, movedRecipes, primaryCategoryId: replacement ? replacement.id : null };
}

/**
 * The mirrored delete itself, from a fresh read (the moves took a while): the category goes and the replacement
 * becomes the only primary category.
 */
function commitCategoryDelete(deps: ServiceDeps, id: string, replacementId: string | undefined) {
  return writeMirrored(deps, CATALOG_ACTIONS.deleteCategory, async (commit) => {
    const categories = await readCategories(deps);
    const target = findOrThrow(categories, id);
    const replacement = replacementId
      ? findOrThrow(categories, replacementId, CATEGORY_MESSAGES.replacementNotFound)
      : undefined;
    const now = nowIso(deps);
    const changes: MirroredChange[] = [categoryChange(id, target.doc, null)];
    if (replacement) {
      changes.push(...clearOtherPrimaries(categories, replacement.id, now, [id]));
      if (replacement.doc.isPrimary !== true) {
        changes.push(
          categoryChange(replacement.id, replacement.doc, {
            ...withoutVersion(replacement.doc),
            isPrimary: true,
            updatedAt: now,
          }),
        );
      }
    }
    await commit(changes);
  });
}

/** Recipes per category (spec 002 §7: "recipe counts per category come through a helper"). */
export async function countRecipesPerCategory(
  deps: Pick<ServiceDeps, 'db'>,
): Promise<Record<string, number>> {
  const snapshot = await deps.db.collection(CATEGORIES_COLLECTION).get();
  const entries = await Promise.all(
    snapshot.docs.map(async (d) => {
      const count = await deps.db
        .collection('recipes')
        .where('categories', 'array-contains', d.id)
        .count()
        .get();
      return [d.id, count.data().count] as const;
    }),
  );
  return Object.fromEntries(entries);
}
