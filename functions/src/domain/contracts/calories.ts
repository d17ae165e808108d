/** The calories group's calls (000 §7 "POST /api/calories/calculate"; the answer is ours: the spec shows none). */
import { z } from 'zod';
import type { CaloriesStatus } from '../constants/recipe';
import { recipeIdQuerySchema } from '../recipe/httpSchemas';
import { postContract } from './define';
import { ADMIN_CALL_ERRORS } from './errorSets';

export interface CaloriesResult {
  recipeId: string;
  caloriesStatus: CaloriesStatus;
  calories: number | null;
  totalCalories: number | null;
}

export const calculateCalories = postContract<CaloriesResult>('signedIn', 'calories')(
  '/api/calories/calculate',
  recipeIdQuerySchema,
  // failed-precondition: settings/features.content.nutritionCalculation is off (decision 0022)
  ['unauthenticated', 'permission-denied', 'not-found', 'unavailable', 'failed-precondition'],
);

export const runCaloriesJob = postContract<{ success: true; settled: number; calculated: number }>(
  'admin',
  'calories',
)('/api/calories/run-job', z.object({}), ADMIN_CALL_ERRORS);

/** Ours (issue 27): the back office retries one recipe whose calories failed (attempts used up or not). */
export const retryFailedCalories = postContract<CaloriesResult>('admin', 'calories')(
  '/api/admin/retry-calories',
  recipeIdQuerySchema,
  [...ADMIN_CALL_ERRORS, 'not-found', 'failed-precondition'],
);
