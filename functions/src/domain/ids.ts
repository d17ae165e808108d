/** A Firestore document id typed by a client: one segment, no name Firestore refuses, a message naming the field. */
import { z } from 'zod';

export const documentId = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(128, `${field} is too long`)
    .regex(/^[^/]+$/, `${field} is not an id`)
    // names Firestore refuses as document ids: a clear error, never a failed read
    .refine((value) => value !== '.' && value !== '..' && !/^__.*__$/.test(value), `${field} is not an id`);
