/**
 * Calories per serving for a recipe (000 §4, §7): the provider is asked outside the write (an AI call is slow and
 * must not be repeated on a version conflict), then the outcome is written through the mirror write path from a
 * fresh read. If the ingredients or servings changed meanwhile, nothing is written: that edit set the recipe pending
 * again and asked for its own calculation.
 */
import * as logger from 'firebase-functions/logger';
import { AppError } from '../domain/errors';
import { recipeAccessOwner } from './owner';
import {
  calorieFieldsAfter,
  CALORIE_JOB_BATCH,
  MAX_CALORIE_ATTEMPTS,
  retryDue,
  servingsOf,
  type CalorieOutcome,
} from '../domain/nutrition/lifecycle';
import { CALORIE_ACTIONS, CALORIE_MESSAGES } from '../domain/nutrition/messages';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import type { CaloriesResult } from '../domain/contracts';
import { AiUnavailableError, type CalorieProvider } from '../platform/ai';
import { nowIso, type ServiceDeps, versionedDoc, withoutVersion } from '../platform/mirror/deps';
import { changeOf } from '../platform/mirror/changes';
import { recipeMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { readSettings, requireContentFeature } from '../platform/settings';

const recipeCaloriesChange = changeOf(recipeMapping);

export interface CaloriesDeps extends ServiceDeps {
  calories: CalorieProvider;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const linesOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];

async function outcomeFor(
  provider: CalorieProvider,
  recipe: Record<string, unknown>,
): Promise<CalorieOutcome> {
  try {
    const answer = await provider.estimate({
      title: textOf(recipe.title),
      ingredients: linesOf(recipe.ingredients),
      servings: servingsOf(recipe),
      language: textOf(recipe.language) || 'en',
    });
    return answer ? { kind: 'calculated', ...answer, source: provider.source } : { kind: 'unrecognised' };
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    logger.warn('Calorie provider unavailable', { error: error.message, status: error.status });
    return { kind: 'unavailable' };
  }
}

const sameInputs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(linesOf(a.ingredients)) === JSON.stringify(linesOf(b.ingredients)) &&
  servingsOf(a) === servingsOf(b);

function resultOf(recipeId: string, doc: Record<string, unknown>): CaloriesResult {
  const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const status = doc.caloriesStatus;
  return {
    recipeId,
    caloriesStatus: status === 'calculated' || status === 'failed' ? status : 'pending',
    calories: whole(doc.calories),
    totalCalories: whole(doc.totalCalories),
  };
}

async function readRecipe(deps: ServiceDeps, recipeId: string) {
  const snapshot = await deps.db.collection(RECIPES_COLLECTION).doc(recipeId).get();
  return snapshot.exists ? versionedDoc(snapshot) : null;
}

/**
 * settings/features.content.nutritionCalculation (decision 0022). While it is off nothing is calculated: a new or
 * edited recipe stays pending (the recipe page shows no calories line), and the job settles it once it is on again.
 */
async function nutritionCalculationOn(deps: ServiceDeps): Promise<boolean> {
  return (await readSettings(deps.db, 'features')).content.nutritionCalculation;
}

/**
 * calories-onRecipeWritten: the calculation a create or an ingredient edit asked for, unless it is switched off.
 * Triggers are delivered at least once: a repeated event finds the recipe settled (no longer pending) and leaves it.
 */
export async function calculateAsAsked(deps: CaloriesDeps, recipeId: string): Promise<void> {
  if (!(await nutritionCalculationOn(deps))) return;
  await calculateRecipeCalories(deps, recipeId, { onlyIfPending: true });
}

/**
 * Works out and stores one recipe's calories; resolves to what the recipe now says. `onlyIfPending`: a recipe that
 * is calculated or failed (before the provider is asked, or when the result is written) is left as it is.
 */
export async function calculateRecipeCalories(
  deps: CaloriesDeps,
  recipeId: string,
  { onlyIfPending = false } = {},
): Promise<CaloriesResult> {
  const settled = (recipe: Record<string, unknown>) => onlyIfPending && recipe.caloriesStatus !== 'pending';
  const asked = await readRecipe(deps, recipeId);
  if (!asked) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  if (settled(asked)) return resultOf(recipeId, asked);
  const outcome = await outcomeFor(deps.calories, asked);
  return writeMirrored(deps, CALORIE_ACTIONS.calculate, async (commit) => {
    const before = await readRecipe(deps, recipeId);
    if (!before) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    // an edit since (it asked for its own calculation) or another attempt written meanwhile (trigger and job)
    const moved = asked.calorieCalculationAttempts !== before.calorieCalculationAttempts;
    if (!sameInputs(asked, before) || moved || settled(before)) return resultOf(recipeId, before);
    const after = { ...withoutVersion(before), ...calorieFieldsAfter(before, outcome, nowIso(deps)) };
    await commit([recipeCaloriesChange(recipeId, before, after)]);
    return resultOf(recipeId, after);
  });
}

/** POST /api/calories/calculate: the author or an admin asks again, whatever the status. */
export async function recalculateAsAuthor(
  deps: CaloriesDeps,
  uid: string,
  recipeId: string,
  isAdmin: () => Promise<boolean>,
): Promise<CaloriesResult> {
  await requireContentFeature(deps.db, 'nutritionCalculation');
  const recipe = await readRecipe(deps, recipeId);
  if (!recipe) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  await recipeAccessOwner(recipe, uid, isAdmin);
  return calculateRecipeCalories(deps, recipeId);
}

/**
 * POST /api/admin/retry-calories: an admin tries a failed recipe once more, whatever its attempts (the job gives up
 * after MAX_CALORIE_ATTEMPTS); a recipe that did not fail is refused, and nothing runs while the feature is off.
 */
export async function retryFailedCalories(
  deps: CaloriesDeps,
  recipeId: string,
): Promise<{ before: CaloriesResult; after: CaloriesResult }> {
  await requireContentFeature(deps.db, 'nutritionCalculation');
  const recipe = await readRecipe(deps, recipeId);
  if (!recipe) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  if (recipe.caloriesStatus !== 'failed')
    throw new AppError('failed-precondition', CALORIE_MESSAGES.notFailed);
  return { before: resultOf(recipeId, recipe), after: await calculateRecipeCalories(deps, recipeId) };
}

/**
 * The calories job (002 §9, four times a day): every pending recipe, and failed ones with attempts left, in pages
 * of CALORIE_JOB_BATCH, one recipe at a time (the model's quota is per minute). A recipe is tried once per run.
 */
export async function settleCalories(deps: CaloriesDeps): Promise<{ settled: number; calculated: number }> {
  if (!(await nutritionCalculationOn(deps))) return { settled: 0, calculated: 0 };
  const tried = new Set<string>();
  let calculated = 0;
  for (;;) {
    const [pending, failed] = await Promise.all([
      deps.db
        .collection(RECIPES_COLLECTION)
        .where('caloriesStatus', '==', 'pending')
        .limit(CALORIE_JOB_BATCH)
        .get(),
      deps.db
        .collection(RECIPES_COLLECTION)
        .where('caloriesStatus', '==', 'failed')
        .where('calorieCalculationAttempts', '<', MAX_CALORIE_ATTEMPTS)
        .limit(CALORIE_JOB_BATCH)
        .get(),
    ]);
    const due = [...pending.docs, ...failed.docs].filter((doc) => !tried.has(doc.id) && retryDue(doc.data()));
    if (due.length === 0) break;
    for (const doc of due) {
      tried.add(doc.id);
      try {
        const result = await calculateRecipeCalories(deps, doc.id);
        if (result.caloriesStatus === 'calculated') calculated += 1;
      } catch (error) {
        logger.error('Calorie calculation failed', { recipeId: doc.id, error: String(error) });
      }
    }
  }
  return { settled: tried.size, calculated };
}
