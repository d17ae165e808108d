/**
 * The three mirrored collections as the trigger tests see them: where a document lives, which table mirrors it, a
 * valid document for a fresh id (unique where the table has a unique key) and the columns its row must then hold.
 * Plus the cleanup of the rows and tombstones a test leaves behind.
 */
import { uniqueId } from './env';
import { query } from './pg';

export interface MirroredEntity {
  /** The deployed trigger's name, for test titles. */
  readonly trigger: string;
  readonly collection: string;
  readonly table: string;
  /** A fresh document id, valid for this collection (content ids are `<content_type>_<language>`). */
  newId(prefix: string): string;
  /** A valid document for `id`, labelled `label` (a name or title); no `version` (add it where needed). */
  doc(id: string, label: string): Record<string, unknown>;
  /** The columns the mirror row of doc(id, label) holds (timestamps and versions left out). */
  row(id: string, label: string): Record<string, unknown>;
}

const fieldNameOf = (id: string) => `isTest${id.replace(/[^A-Za-z0-9]/g, '')}`;
const contentTypeOf = (id: string) => id.slice(0, -'_en'.length);

export const mirroredEntities: readonly MirroredEntity[] = [
  {
    trigger: 'mirror-onCategoryWritten',
    collection: 'categories',
    table: 'categories',
    newId: (prefix) => uniqueId(`${prefix}-category`),
    doc: (_id, label) => ({ nameEn: label, nameHe: 'קטגוריה', nameFr: '', nameIt: '', emoji: '🧪' }),
    row: (_id, label) => ({ name_en: label, name_he: 'קטגוריה', emoji: '🧪', is_primary: false }),
  },
  {
    trigger: 'mirror-onDietaryOptionWritten',
    collection: 'dietaryOptions',
    table: 'dietary_options',
    newId: (prefix) => uniqueId(`${prefix}-dietary`),
    // field_name is unique across the table: derive it from the id
    doc: (id, label) => ({
      nameEn: label,
      nameHe: 'אפשרות',
      nameFr: '',
      nameIt: '',
      fieldName: fieldNameOf(id),
      order: 99,
    }),
    row: (id, label) => ({ name_en: label, name_he: 'אפשרות', field_name: fieldNameOf(id), sort_order: 99 }),
  },
  {
    trigger: 'mirror-onContentWritten',
    collection: 'content',
    table: 'content',
    // (content_type, language) is unique: a made-up content type per id
    newId: (prefix) => `${uniqueId(`${prefix}-page`)}_en`,
    doc: (id, label) => ({
      content_type: contentTypeOf(id),
      language: 'en',
      title: label,
      content: `<p>${label}</p>`,
      updated_at: new Date().toISOString(),
    }),
    row: (id, label) => ({
      content_type: contentTypeOf(id),
      language: 'en',
      title: label,
      content: `<p>${label}</p>`,
    }),
  },
];

/** Removes the rows and tombstones of these ids (tests leave no trace in the mirror). */
export async function forgetMirrored(table: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await query(`delete from public."${table.replace(/"/g, '""')}" where firebase_id = any($1)`, [ids]);
  await query('delete from public.mirror_tombstones where table_name = $1 and firebase_id = any($2)', [
    table,
    ids,
  ]);
}
