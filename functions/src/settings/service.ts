/**
 * The enterprise settings (spec 002 §2, §3, §5, §9): read every category over its defaults, save one category after
 * the rules of 002 §5, put everything back to the defaults. Firestore only (002 §7 "Direct database access": not
 * mirrored); each document carries updatedAt and updatedBy.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SETTINGS_CATEGORIES, SETTINGS_COLLECTION } from '../domain/constants/enterpriseSettings';
import type { SettingsAnswer } from '../domain/contracts/settings';
import { AppError } from '../domain/errors';
import {
  EDITABLE_SETTINGS,
  defaultEditableSettings,
  everySetting,
  settingsWithDefaults,
  validateSettings,
  type EditableSettingsCategory,
  type SaveSettingsInput,
} from '../domain/settings';

type Stored = Record<string, unknown>;

const refOf = (db: Firestore, category: EditableSettingsCategory) =>
  db.collection(SETTINGS_COLLECTION).doc(category);

/** A stored document without its bookkeeping: the value the audit log compares. */
function valueOf(data: Stored | undefined): Stored | null {
  if (!data) return null;
  const { updatedAt: _at, updatedBy: _by, ...value } = data;
  return value;
}

async function readStored(db: Firestore): Promise<Map<EditableSettingsCategory, Stored | undefined>> {
  const snapshots = await db.getAll(...EDITABLE_SETTINGS.map((category) => refOf(db, category)));
  return new Map(EDITABLE_SETTINGS.map((category, index) => [category, snapshots[index]?.data()]));
}

function answerOf(stored: Map<EditableSettingsCategory, Stored | undefined>): SettingsAnswer {
  const settings = everySetting((category) => settingsWithDefaults(category, stored.get(category)));
  const updated: SettingsAnswer['updated'] = {};
  for (const category of EDITABLE_SETTINGS) {
    const data = stored.get(category);
    if (typeof data?.updatedAt === 'string')
      updated[category] = { updatedAt: data.updatedAt, updatedBy: String(data.updatedBy ?? '') };
  }
  const initialized = SETTINGS_CATEGORIES.some((category) => stored.get(category) !== undefined);
  return { settings, initialized, updated };
}

export async function readAllSettings(db: Firestore): Promise<SettingsAnswer> {
  return answerOf(await readStored(db));
}

export interface SettingsChange {
  answer: SettingsAnswer;
  before: Stored | null;
  after: Stored;
}

/** One category's whole value, after the rules (a refusal is a 400 naming the field; nothing is written). */
export async function saveSettings(
  db: Firestore,
  adminId: string,
  input: SaveSettingsInput,
  now = new Date(),
): Promise<SettingsChange> {
  const verdict = validateSettings(input.category, input.value);
  if (!verdict.ok) throw new AppError('invalid-argument', verdict.message, { field: verdict.field });
  const ref = refOf(db, input.category);
  const before = valueOf((await ref.get()).data());
  const after = verdict.value as Stored;
  await ref.set({ ...after, updatedAt: now.toISOString(), updatedBy: adminId });
  return { answer: await readAllSettings(db), before, after };
}

/** POST /api/admin/initialize-settings: every category back to the defaults of 002 §9 (one batch). */
export async function initializeSettings(
  db: Firestore,
  adminId: string,
  now = new Date(),
): Promise<SettingsChange> {
  const stored = await readStored(db);
  const before: Stored = {};
  const after: Stored = {};
  const batch = db.batch();
  for (const category of EDITABLE_SETTINGS) {
    const value = defaultEditableSettings(category) as Stored;
    before[category] = valueOf(stored.get(category));
    after[category] = value;
    batch.set(refOf(db, category), { ...value, updatedAt: now.toISOString(), updatedBy: adminId });
  }
  await batch.commit();
  return { answer: await readAllSettings(db), before, after };
}
