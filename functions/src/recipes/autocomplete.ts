/**
 * Autocomplete records (spec 000 §3, §2): ingredients/{id} and instructionTemplates/{id} in Firestore, taught by
 * every saved recipe after its commit (an effect: a failure is logged, the recipe is saved regardless) and read by
 * prefix for the form's suggestions (20 fetched, the most used first). Not mirrored: nothing relational reads them.
 */
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  AUTOCOMPLETE_FETCHED,
  ingredientName,
  ingredientSuggestionId,
  instructionTemplate,
  instructionTemplateId,
  searchKey,
} from '../domain/recipe/autocomplete';
import {
  INGREDIENTS_COLLECTION,
  INSTRUCTION_TEMPLATES_COLLECTION,
  type IngredientSuggestionDoc,
  type InstructionTemplateDoc,
} from '../domain/recipe/types';
import { storedAs } from '../platform/storedAs';

export interface AutocompleteSource {
  readonly ingredients: readonly string[];
  readonly instructions: readonly string[];
  readonly language: string;
}

interface AutocompleteRecord {
  readonly collection: string;
  readonly id: string;
  readonly fields: Record<string, unknown>;
}

function recordsOf({ ingredients, instructions, language }: AutocompleteSource): AutocompleteRecord[] {
  const records = new Map<string, AutocompleteRecord>();
  for (const line of ingredients) {
    const name = ingredientName(line);
    if (Array.from(name).length < 2) continue;
    const id = ingredientSuggestionId(name);
    records.set(`i/${id}`, {
      collection: INGREDIENTS_COLLECTION,
      id,
      fields: { name, searchName: searchKey(name), language },
    });
  }
  for (const instruction of instructions) {
    const template = instructionTemplate(instruction);
    if (!template) continue;
    const id = instructionTemplateId(template.searchText);
    records.set(`t/${id}`, {
      collection: INSTRUCTION_TEMPLATES_COLLECTION,
      id,
      fields: { ...template, language },
    });
  }
  return [...records.values()];
}

/** Counts one more use of each ingredient name and instruction opening; creates the ones not seen before. */
export async function recordAutocomplete(
  db: Firestore,
  source: AutocompleteSource,
  now: string,
): Promise<number> {
  const records = recordsOf(source);
  if (records.length === 0) return 0;
  const existing = await db.getAll(
    ...records.map((record) => db.collection(record.collection).doc(record.id)),
  );
  const batch = db.batch();
  existing.forEach((snapshot, index) => {
    if (snapshot.exists) {
      batch.update(snapshot.ref, { usageCount: FieldValue.increment(1), lastUsed: now });
    } else {
      batch.set(snapshot.ref, { ...records[index]?.fields, usageCount: 1, createdAt: now, lastUsed: now });
    }
  });
  await batch.commit();
  return records.length;
}

/** The effect after a commit: never fails the save. */
export async function teachAutocomplete(
  db: Firestore,
  source: AutocompleteSource,
  now: string,
): Promise<void> {
  try {
    await recordAutocomplete(db, source, now);
  } catch (error) {
    logger.warn('Autocomplete records not updated', { error: String(error) });
  }
}

async function byPrefix<T extends DocumentData>(
  db: Firestore,
  collection: string,
  field: string,
  q: string,
): Promise<T[]> {
  const key = searchKey(q);
  const snapshot = await db
    .collection(collection)
    .withConverter(storedAs<T & { usageCount?: number }>())
    .where(field, '>=', key)
    .where(field, '<=', `${key}\uf8ff`)
    .orderBy(field)
    .limit(AUTOCOMPLETE_FETCHED)
    .get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => (b.usageCount ?? 0) - (a.usageCount ?? 0));
}

export async function suggestIngredients(db: Firestore, q: string) {
  const docs = await byPrefix<IngredientSuggestionDoc>(db, INGREDIENTS_COLLECTION, 'searchName', q);
  return docs.map(({ name, language, usageCount }) => ({ name, language, usageCount }));
}

export async function suggestInstructions(db: Firestore, q: string) {
  const docs = await byPrefix<InstructionTemplateDoc>(db, INSTRUCTION_TEMPLATES_COLLECTION, 'searchText', q);
  return docs.map(({ text, fullExample, language, usageCount }) => ({
    text,
    fullExample,
    language,
    usageCount,
  }));
}
