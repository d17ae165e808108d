/**
 * Reference data every install needs: the default categories and dietary options, the enterprise settings
 * defaults and the content pages (spec 002 §9). Mirrored collections go through writeMirrored (mirror first).
 *
 * Idempotent, and respectful of the admins' later changes:
 * - categories and dietaryOptions are seeded once: a collection that already holds documents is left as it is,
 *   so a default an admin deleted does not come back on the next start;
 * - settings/{category} and content/{type}_{language} are created when that document is missing.
 */
import {
  DEFAULT_ENTERPRISE_SETTINGS,
  SETTINGS_CATEGORIES,
  SETTINGS_COLLECTION,
} from '../domain/constants/enterpriseSettings';
import {
  CONTENT_COLLECTION,
  CONTENT_LANGUAGES,
  CONTENT_TYPES,
  contentDocId,
  defaultContent,
} from '../domain/content';
import { categoryMapping, contentMapping, dietaryOptionMapping } from '../platform/mirror/mappings';
import { nowIso, type ServiceDeps } from '../platform/mirror/deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import type { MirroredChange, MirrorMapping } from '../platform/mirror/types';
import { DEFAULT_CATEGORIES, DEFAULT_DIETARY_OPTIONS } from './catalogDefaults';

export { DEFAULT_CATEGORIES, DEFAULT_DIETARY_OPTIONS } from './catalogDefaults';

export const SEED_ACTION = 'seed reference data';
/** updatedBy of the settings documents the seed writes. */
export const SEED_AUTHOR = 'system';

export interface SeedSummary {
  categories: number;
  dietaryOptions: number;
  settings: number;
  content: number;
}

export async function seedReferenceData(deps: ServiceDeps): Promise<SeedSummary> {
  const now = nowIso(deps);
  return {
    categories: await seedCatalogue(deps, now, categoryMapping, DEFAULT_CATEGORIES),
    dietaryOptions: await seedCatalogue(deps, now, dietaryOptionMapping, DEFAULT_DIETARY_OPTIONS),
    settings: await seedSettings(deps, now),
    content: await seedContent(deps, now),
  };
}

async function isEmpty(deps: ServiceDeps, collection: string): Promise<boolean> {
  return (await deps.db.collection(collection).limit(1).get()).empty;
}

async function commitCreates(deps: ServiceDeps, changes: MirroredChange[]): Promise<number> {
  if (changes.length > 0) await writeMirrored(deps, SEED_ACTION, (commit) => commit(changes));
  return changes.length;
}

/** A catalogue seeded once: its defaults are created only while the collection is empty. */
async function seedCatalogue<T extends { id: string }>(
  deps: ServiceDeps,
  now: string,
  mapping: MirrorMapping,
  defaults: readonly T[],
): Promise<number> {
  if (!(await isEmpty(deps, mapping.collection))) return 0;
  return commitCreates(
    deps,
    defaults.map(({ id, ...fields }) => ({
      mapping,
      id,
      before: null,
      after: { ...fields, createdAt: now, updatedAt: now },
    })),
  );
}

async function seedContent(deps: ServiceDeps, now: string): Promise<number> {
  const ids = CONTENT_TYPES.flatMap((type) =>
    CONTENT_LANGUAGES.map((language) => ({ type, language, id: contentDocId(type, language) })),
  );
  const refs = ids.map(({ id }) => deps.db.collection(CONTENT_COLLECTION).doc(id));
  const existing = await deps.db.getAll(...refs);
  const missing = ids.filter((_, index) => !existing[index]?.exists);
  return commitCreates(
    deps,
    missing.map(({ type, language, id }) => ({
      mapping: contentMapping,
      id,
      before: null,
      after: { content_type: type, language, ...defaultContent(type, language), updated_at: now },
    })),
  );
}

/** Not mirrored: settings are read and merge-written in Firestore only (spec 002 §7 "Direct database access"). */
async function seedSettings(deps: ServiceDeps, now: string): Promise<number> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const refs = SETTINGS_CATEGORIES.map((category) => db.collection(SETTINGS_COLLECTION).doc(category));
    const snapshots = await tx.getAll(...refs);
    let created = 0;
    SETTINGS_CATEGORIES.forEach((category, index) => {
      if (snapshots[index]?.exists) return;
      tx.create(refs[index]!, {
        ...structuredClone(DEFAULT_ENTERPRISE_SETTINGS[category]),
        updatedAt: now,
        updatedBy: SEED_AUTHOR,
      });
      created += 1;
    });
    return created;
  });
}
