/**
 * The back office's HTTP calls (spec 002 §7 "Data consistency and export", "Migrations", "Analytics and
 * monitoring"; issue 15): admins only, each a POST with a JSON body.
 */
import { z } from 'zod';
import { fixDataConsistencySchema, type ConsistencyResult } from '../consistency';
import { postContract } from './define';

const ADMIN_ERRORS = ['unauthenticated', 'permission-denied', 'unavailable'] as const;

/** What an action changed besides the report (ours: the spec's answer has the report only). */
export interface ConsistencyStats {
  /** Mirror rows rewritten from their documents, or removed (fix, clean). */
  readonly repaired?: number;
  /** Documents whose counters were recounted and written (recalculate). */
  readonly recalculated?: number;
  /** Event rows (views, shares) of recipes that no longer exist (clean). */
  readonly eventsRemoved?: number;
}

export const fixDataConsistency = postContract<{
  success: true;
  result: ConsistencyResult;
  stats: ConsistencyStats;
}>()('/api/admin/fix-data-consistency', fixDataConsistencySchema, ADMIN_ERRORS);

export const cleanOrphanedRecipes = postContract<{
  success: true;
  message: string;
  stats: { orphaned_removed: number };
  result: ConsistencyResult;
}>()('/api/admin/clean-orphaned-recipes', z.object({}).strict(), ADMIN_ERRORS);
