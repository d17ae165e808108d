/** Zod building blocks shared by the category and dietary option schemas. */
import { z } from 'zod';
import { isValidDocumentId } from './ids';
import { CATALOG_NAME_MAX_LENGTH } from './types';

/** A required, trimmed name: blank or missing gives `requiredMessage`. */
export function requiredName(requiredMessage: string, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(CATALOG_NAME_MAX_LENGTH, tooLongMessage);
}

/** A document id given by the client (trimmed, non-empty, a valid Firestore id). */
export function documentId(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isValidDocumentId, requiredMessage);
}

/** The four localized names (spec 002 §3), each required with one shared message. */
export function localizedNamesShape(requiredMessage: string, tooLongMessage: string) {
  const name = requiredName(requiredMessage, tooLongMessage);
  return { nameEn: name, nameHe: name, nameFr: name, nameIt: name };
}
