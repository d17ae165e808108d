/**
 * Reading the enterprise settings where the product steers by them (decision 0022): one document read, over the
 * defaults of 002 §9, never cached (an admin's change steers the next call). A failed read falls back to the
 * defaults: the settings never stop a feature by failing to load (002 §8 "On load failure the defaults are used").
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { SETTINGS_COLLECTION, type FeaturesSettings } from '../domain/constants/enterpriseSettings';
import { AppError } from '../domain/errors';
import {
  SETTINGS_MESSAGES,
  defaultEditableSettings,
  settingsWithDefaults,
  type EditableSettings,
  type EditableSettingsCategory,
} from '../domain/settings';

export async function readSettings<K extends EditableSettingsCategory>(
  db: Firestore,
  category: K,
): Promise<EditableSettings[K]> {
  try {
    const snapshot = await db.collection(SETTINGS_COLLECTION).doc(category).get();
    return settingsWithDefaults(category, snapshot.data());
  } catch (error) {
    logger.warn('Settings: could not read, using the defaults', { category, error: String(error) });
    return defaultEditableSettings(category);
  }
}

/** Refuses the call (failed-precondition, nothing done) while its social feature toggle is off (decision 0036). */
export async function requireSocialFeature(
  db: Firestore,
  feature: Exclude<keyof FeaturesSettings['social'], 'socialLogin'>,
): Promise<void> {
  if (!(await readSettings(db, 'features')).social[feature])
    throw new AppError('failed-precondition', SETTINGS_MESSAGES.featureOff, { feature });
}

/** Refuses the call (failed-precondition, nothing done) while its content feature toggle is off. */
export async function requireContentFeature(
  db: Firestore,
  feature: keyof FeaturesSettings['content'],
): Promise<void> {
  if (!(await readSettings(db, 'features')).content[feature])
    throw new AppError('failed-precondition', SETTINGS_MESSAGES.featureOff, { feature });
}
