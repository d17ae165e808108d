/**
 * One service shape for every admin catalogue (categories, dietary options, and the reference lists to come):
 * read the whole (small) collection, find an entry, describe changes, and create, update or delete one entry
 * through the mirror protocol. Each entity is declared once at the end of this file (its mapping and not-found
 * text); its service (admin/<entity>/service.ts) adds only its own rules (unique names, one primary, order).
 */
import { AppError } from '../../domain/errors';
import {
  CATEGORY_MESSAGES,
  DIETARY_OPTION_MESSAGES,
  type CategoryDoc,
  type DietaryOptionDoc,
  type LocalizedNames,
} from '../../domain/catalog';
import {
  nowIso,
  readAll,
  withoutVersion,
  type ServiceDeps,
  type StoredDoc,
} from '../../platform/mirror/deps';
import { categoryMapping, dietaryOptionMapping } from '../../platform/mirror/mappings';
import type { MirrorMapping, MirroredChange, VersionedDoc } from '../../platform/mirror/types';
import { writeMirrored } from '../../platform/mirror/writeMirrored';

type Fields = Record<string, unknown>;

/** What a create or an update adds besides its own entry's change (e.g. clearing the other primary). */
interface Built<F extends Fields> {
  readonly fields: F;
  readonly others?: MirroredChange[];
}

export function localizedNamesOf(input: LocalizedNames): LocalizedNames {
  return { nameEn: input.nameEn, nameHe: input.nameHe, nameFr: input.nameFr, nameIt: input.nameIt };
}

/** The catalogue of one entity: its mapping names the collection; `notFound` is its missing-entry text. */
export function catalogue<Doc extends VersionedDoc>(mapping: MirrorMapping, notFound: string) {
  type Entry = StoredDoc<Doc>;

  const read = (deps: ServiceDeps): Promise<Entry[]> => readAll<Doc>(deps.db, mapping.collection);

  function find(entries: Entry[], id: string, message: string = notFound): Entry {
    const found = entries.find((e) => e.id === id);
    if (!found) throw new AppError('not-found', message, { id });
    return found;
  }

  const change = (id: string, before: Doc | null, after: Fields | null): MirroredChange => ({
    mapping,
    id,
    before,
    after,
  });

  /** The entry with `fields` changed and a new updatedAt. */
  const edit = (entry: Entry, fields: Fields, now: string): MirroredChange =>
    change(entry.id, entry.doc, { ...withoutVersion(entry.doc), ...fields, updatedAt: now });

  /** `build` checks the input against the current entries and gives the new entry's id and fields. */
  function create<F extends Fields>(
    deps: ServiceDeps,
    action: string,
    build: (entries: Entry[], now: string) => Built<F> & { readonly id: string },
  ) {
    return writeMirrored(deps, action, async (commit) => {
      const entries = await read(deps);
      const now = nowIso(deps);
      const { id, fields, others = [] } = build(entries, now);
      const doc = { ...fields, createdAt: now, updatedAt: now };
      const versions = await commit([...others, change(id, null, doc)]);
      return { id, ...doc, version: versions[versions.length - 1] ?? 1 };
    });
  }

  /** `build` checks the input against the entry and the others and gives the fields that change. */
  function update(
    deps: ServiceDeps,
    action: string,
    id: string,
    build: (target: Entry, entries: Entry[], now: string) => Built<Fields>,
  ): Promise<Doc & { id: string }> {
    return writeMirrored(deps, action, async (commit) => {
      const entries = await read(deps);
      const target = find(entries, id);
      const now = nowIso(deps);
      const { fields, others = [] } = build(target, entries, now);
      const after = { ...withoutVersion(target.doc), ...fields, updatedAt: now };
      const versions = await commit([...others, change(id, target.doc, after)]);
      const version = versions[versions.length - 1] ?? target.doc.version + 1;
      // target.doc under after (which holds all of it but version) gives the answer Doc's type without a cast
      return { id, ...target.doc, ...after, version };
    });
  }

  /**
   * Deletes entry `id` in one mirrored commit with whatever goes with it: `build` checks the entry may go (it may
   * refuse) and gives the changes to the others (e.g. a new primary, the order closing its gap).
   */
  function remove(
    deps: ServiceDeps,
    action: string,
    id: string,
    build: (target: Entry, entries: Entry[], now: string) => MirroredChange[] | Promise<MirroredChange[]>,
  ): Promise<void> {
    return writeMirrored(deps, action, async (commit) => {
      const entries = await read(deps);
      const target = find(entries, id);
      const others = await build(target, entries, nowIso(deps));
      await commit([change(id, target.doc, null), ...others]);
    });
  }

  const newId = (deps: ServiceDeps): string => deps.db.collection(mapping.collection).doc().id;

  return { read, find, change, edit, create, update, remove, newId };
}

/** The catalogues, one per entity: its stored document, mapping and not-found text. */
export const categories = catalogue<CategoryDoc>(categoryMapping, CATEGORY_MESSAGES.notFound);
export type StoredCategory = StoredDoc<CategoryDoc>;

export const dietaryOptions = catalogue<DietaryOptionDoc>(
  dietaryOptionMapping,
  DIETARY_OPTION_MESSAGES.notFound,
);
export type StoredDietaryOption = StoredDoc<DietaryOptionDoc>;
