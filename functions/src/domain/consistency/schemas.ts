/**
 * The admin consistency tool's requests (spec 002 §7 "Data consistency and export"): an action, and for check and
 * fix the collection it covers. "all" covers every mirrored entity, not only the four the screen names (issue 15).
 */
import { z } from 'zod';

export const CONSISTENCY_ACTIONS = ['check', 'fix', 'recalculate', 'clean'] as const;
export type ConsistencyAction = (typeof CONSISTENCY_ACTIONS)[number];

export const CONSISTENCY_COLLECTIONS = ['all', 'recipes', 'users', 'favorites', 'shares'] as const;
export type ConsistencyCollection = (typeof CONSISTENCY_COLLECTIONS)[number];

export const fixDataConsistencySchema = z
  .object({
    action: z.enum(CONSISTENCY_ACTIONS),
    collection: z.enum(CONSISTENCY_COLLECTIONS).default('all'),
  })
  .strict();
export type FixDataConsistencyInput = z.infer<typeof fixDataConsistencySchema>;
