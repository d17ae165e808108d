/** The calories group's handlers: checks, then the service. */
import type { calories } from '../domain/contracts';
import { getAiProviders } from '../platform/ai';
import { isAdmin } from '../platform/auth';
import { recordAdminAction } from '../platform/audit';
import { db } from '../platform/firebase';
import type { ContractRouteHandler } from '../platform/http';
import { getMirror } from '../platform/mirror/client';
import { recalculateAsAuthor, retryFailedCalories, settleCalories, type CaloriesDeps } from './service';

export const caloriesDeps = (): CaloriesDeps => ({
  db: db(),
  mirror: getMirror(),
  calories: getAiProviders().calories,
});

export const calculateCaloriesHandler: ContractRouteHandler<typeof calories.calculateCalories> = async ({
  input,
  uid,
}) => {
  return recalculateAsAuthor(caloriesDeps(), uid, input.recipeId, () => isAdmin(db(), uid));
};

/** POST /api/calories/run-job: the scheduled job on demand, admins only (the platform's guard). */
export const runCaloriesJobHandler: ContractRouteHandler<typeof calories.runCaloriesJob> = async () => {
  return { success: true, ...(await settleCalories(caloriesDeps())) };
};

/** POST /api/admin/retry-calories: admins only (the platform's guard); the retry is written to the audit log. */
export const retryFailedCaloriesHandler: ContractRouteHandler<typeof calories.retryFailedCalories> = async ({
  input,
  admin,
  call,
}) => {
  const { before, after } = await retryFailedCalories(caloriesDeps(), input.recipeId);
  await recordAdminAction(db(), admin, {
    action: call,
    target: { type: 'recipe', id: input.recipeId },
    before: { caloriesStatus: before.caloriesStatus },
    after: { caloriesStatus: after.caloriesStatus, calories: after.calories },
  });
  return after;
};
