/**
 * The calories group (000 §4, §7; 002 §9): a recipe's calories are worked out when it asks for them (created, or
 * its ingredients changed: calories-onRecipeWritten), by the job four times a day for what is still pending
 * (calories-job, the same v1 Pub/Sub schedule as jobs-topFollowed, so the emulator can fire it), and on demand by
 * the author or, for a recipe whose calories failed, by an admin (calories-api). The provider is chosen once from configuration (platform/ai).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { JOB_SCHEDULE } from '../domain/constants';
import { calories as contracts } from '../domain/contracts';
import { calculationRequested } from '../domain/nutrition/lifecycle';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { createRouter, serve } from '../platform/http';
import { MIRROR_SECRETS } from '../platform/params';
import { scheduledJob } from '../platform/scheduledJob';
import {
  calculateCaloriesHandler,
  caloriesDeps,
  retryFailedCaloriesHandler,
  runCaloriesJobHandler,
} from './handlers';
import { calculateAsAsked, settleCalories } from './service';

export const onRecipeWritten = onDocumentWritten(
  { document: `${RECIPES_COLLECTION}/{recipeId}`, secrets: [...MIRROR_SECRETS] },
  async (event) => {
    const before = event.data?.before.exists ? (event.data.before.data() ?? null) : null;
    const after = event.data?.after.exists ? (event.data.after.data() ?? null) : null;
    if (!calculationRequested(before, after)) return;
    await calculateAsAsked(caloriesDeps(), event.params.recipeId);
  },
);

export const job = scheduledJob(JOB_SCHEDULE, () => settleCalories(caloriesDeps()));

export const api = serve(
  createRouter()
    .route(contracts.calculateCalories, calculateCaloriesHandler)
    .route(contracts.runCaloriesJob, runCaloriesJobHandler)
    .route(contracts.retryFailedCalories, retryFailedCaloriesHandler),
);
