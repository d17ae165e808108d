/**
 * The calorie lifecycle of a recipe (000 §3 fields, §4 "Recipe lifecycle"): pending on creation and when the
 * ingredients change → calculated (calories per serving, totalCalories) or, when it cannot be worked out, failed
 * (the page shows N/A). A service that is down counts an attempt and leaves the recipe pending for the calories
 * job, until MAX_CALORIE_ATTEMPTS; ingredients nothing can be recognised in fail at once (another try would give
 * the same answer), and the job retries them only while attempts remain (a model configured later may know them).
 */
import type { AiSource } from '../ai/source';
import type { CaloriesStatus } from '../constants/recipe';
import { perServingCalories } from './calories';

export const MAX_CALORIE_ATTEMPTS = 3;
/** The calories job's page: recipes settled per query, one after another. */
export const CALORIE_JOB_BATCH = 50;

export type CalorieSource = AiSource;

export interface CalorieFields {
  calories: number | null;
  totalCalories: number | null;
  caloriesStatus: CaloriesStatus;
  caloriesCalculatedAt: string | null;
  caloriesLastAttempt: string;
  calorieCalculationAttempts: number;
  caloriesSource: CalorieSource | null;
}

export type CalorieOutcome =
  | { kind: 'calculated'; totalCalories: number; caloriesPerServing: number; source: CalorieSource }
  | { kind: 'unrecognised' }
  | { kind: 'unavailable' };

const attemptsOf = (doc: Record<string, unknown>) => {
  const value = doc.calorieCalculationAttempts;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
};

export function calorieFieldsAfter(
  before: Record<string, unknown>,
  outcome: CalorieOutcome,
  now: string,
): CalorieFields {
  const attempts = attemptsOf(before) + 1;
  if (outcome.kind === 'calculated') {
    return {
      calories: outcome.caloriesPerServing,
      totalCalories: outcome.totalCalories,
      caloriesStatus: 'calculated',
      caloriesCalculatedAt: now,
      caloriesLastAttempt: now,
      calorieCalculationAttempts: attempts,
      caloriesSource: outcome.source,
    };
  }
  const exhausted = outcome.kind === 'unrecognised' || attempts >= MAX_CALORIE_ATTEMPTS;
  return {
    calories: null,
    totalCalories: null,
    caloriesStatus: exhausted ? 'failed' : 'pending',
    caloriesCalculatedAt: null,
    caloriesLastAttempt: now,
    calorieCalculationAttempts: attempts,
    caloriesSource: null,
  };
}

const sameList = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether a recipe write asks for a calculation: the recipe is pending and it just became so (created, or its
 * ingredients or servings changed). The calculation's own writes ask nothing: an attempt counts itself, so one that
 * left the recipe pending (a provider down) waits for the job, even when the job's retry took it from failed.
 */
export function calculationRequested(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): boolean {
  if (!after || after.caloriesStatus !== 'pending') return false;
  if (!before) return true;
  if (attemptsOf(before) !== attemptsOf(after)) return false;
  if (before.caloriesStatus !== 'pending') return true;
  return !sameList(before.ingredients, after.ingredients) || before.servings !== after.servings;
}

/** Whether the job should try a recipe again. */
export function retryDue(doc: Record<string, unknown>): boolean {
  if (doc.caloriesStatus === 'pending') return true;
  return doc.caloriesStatus === 'failed' && attemptsOf(doc) < MAX_CALORIE_ATTEMPTS;
}

/** The servings a per-serving figure divides by (000 §9: 4 when missing). */
export function servingsOf(doc: Record<string, unknown>): number {
  const value = doc.servings;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 4;
}

/**
 * A calculated recipe's calories per serving once its servings change and its ingredients do not: the total stays,
 * so the share is worked out again without a new calculation. Null when the recipe has no calculated total.
 */
export function rescaledCalories(before: Record<string, unknown>, servings: unknown): number | null {
  const total = before.totalCalories;
  if (before.caloriesStatus !== 'calculated' || typeof total !== 'number' || !(total > 0)) return null;
  return perServingCalories(total, servingsOf({ servings }));
}
