/**
 * Ingredient replacement (000 §7, §8, §9; 001 §7): signed in (AUTH_REQUIRED), 5 requests per hour per user counted
 * on the server first (RATE_LIMIT_EXCEEDED, with resetIn), answers cached 30 minutes by recipe, ingredient and
 * language. A failing provider gives the spec's message and writes nothing; "no replacement known" is an answer.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  AI_REPLACEMENTS_COLLECTION,
  REPLACEMENT_CODES,
  REPLACEMENT_LIMITS,
  REPLACEMENT_MESSAGES,
  replacementSchema,
  type IngredientReplacementInput,
} from '../domain/ai/replacementRules';
import { normalizeSuggestionTitle } from '../domain/ai/suggestions';
import type { IngredientReplacementAnswer } from '../domain/contracts';
import { AppError } from '../domain/errors';
import type { ReplacementProvider } from '../platform/ai';
import { countCache } from '../platform/monitoring';
import { allowanceRule, enforceRateLimit } from '../platform/rateLimit';

export interface ReplacementDeps {
  db: Firestore;
  replacement: ReplacementProvider;
  now?: () => number;
}

export function replacementCacheId(input: IngredientReplacementInput): string {
  const key = `${input.language}:${input.recipe.id}:${normalizeSuggestionTitle(input.missingIngredient)}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 40);
}

async function countRequest(db: Firestore, uid: string, now: number) {
  try {
    return await enforceRateLimit(
      db,
      allowanceRule(`ai-replacement:${uid}`, REPLACEMENT_LIMITS),
      REPLACEMENT_MESSAGES.rateLimited,
      now,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'resource-exhausted') {
      throw new AppError(error.code, error.message, {
        ...error.details,
        reason: REPLACEMENT_CODES.rateLimited,
      });
    }
    throw error;
  }
}

export async function ingredientReplacement(
  deps: ReplacementDeps,
  uid: string,
  input: IngredientReplacementInput,
): Promise<IngredientReplacementAnswer> {
  const now = deps.now?.() ?? Date.now();
  const verdict = await countRequest(deps.db, uid, now);
  const answer = (
    replacement: IngredientReplacementAnswer['replacement'],
    fromCache: boolean,
    source: string,
  ) => ({
    replacement,
    fromCache,
    rateLimitRemaining: verdict.remaining,
    source: source === 'model' ? ('model' as const) : ('offline' as const),
  });
  const ref = deps.db.collection(AI_REPLACEMENTS_COLLECTION).doc(replacementCacheId(input));
  const cached = (await ref.get()).data();
  if (cached && typeof cached.createdAt === 'number' && now - cached.createdAt < REPLACEMENT_LIMITS.cacheMs) {
    const stored = replacementSchema.safeParse(cached.replacement);
    if (stored.success) {
      countCache(true);
      return answer(stored.data, true, String(cached.source));
    }
  }
  countCache(false);
  let replacement: IngredientReplacementAnswer['replacement'];
  try {
    replacement = await deps.replacement.replace(input);
  } catch (error) {
    logger.warn('Ingredient replacement failed', { error: String(error) });
    throw new AppError('unavailable', REPLACEMENT_MESSAGES.failed);
  }
  if (!replacement) return answer(null, false, deps.replacement.source);
  await ref.set({
    recipeId: input.recipe.id,
    ingredient: input.missingIngredient,
    language: input.language,
    replacement,
    source: deps.replacement.source,
    createdAt: now,
    expiresAt: new Date(now + REPLACEMENT_LIMITS.cacheMs),
  });
  return answer(replacement, false, deps.replacement.source);
}
