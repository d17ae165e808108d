/**
 * POST /api/ai/recipe-suggestions (000 §7, §9): signed in; 5 requests per 10 minutes per user, counted on the
 * server before anything else; answers cached 30 days in ai_recipe_suggestions by normalised title and language.
 * A provider that fails, or finds nothing, gives the spec's message and writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  AI_MESSAGES,
  AI_SUGGESTION_LIMITS,
  AI_SUGGESTIONS_COLLECTION,
  noSuggestions,
  normalizeSuggestionTitle,
  recipeSuggestionsSchema,
  type RecipeSuggestionsInput,
} from '../domain/ai/suggestions';
import type { RecipeSuggestionsAnswer } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { AiUnavailableError, type SuggestionProvider } from '../platform/ai';
import { countCache } from '../platform/monitoring';
import { allowanceRule, enforceRateLimit } from '../platform/rateLimit';

export interface SuggestionsDeps {
  db: Firestore;
  suggestions: SuggestionProvider;
  now?: () => number;
}

export function suggestionCacheId(input: RecipeSuggestionsInput): string {
  const key = `${input.language}:${normalizeSuggestionTitle(input.title)}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 40);
}

export async function recipeSuggestions(
  deps: SuggestionsDeps,
  uid: string,
  input: RecipeSuggestionsInput,
): Promise<RecipeSuggestionsAnswer> {
  const now = deps.now?.() ?? Date.now();
  const verdict = await enforceRateLimit(
    deps.db,
    allowanceRule(`ai-suggestions:${uid}`, AI_SUGGESTION_LIMITS),
    AI_MESSAGES.rateLimited,
    now,
  );
  const ref = deps.db.collection(AI_SUGGESTIONS_COLLECTION).doc(suggestionCacheId(input));
  const cached = (await ref.get()).data();
  if (
    cached &&
    typeof cached.createdAt === 'number' &&
    now - cached.createdAt < AI_SUGGESTION_LIMITS.cacheMs
  ) {
    const data = recipeSuggestionsSchema.safeParse(cached.suggestions);
    if (data.success) {
      countCache(true);
      return {
        data: data.data,
        fromCache: true,
        rateLimitRemaining: verdict.remaining,
        source: cached.source === 'model' ? 'model' : 'offline',
      };
    }
  }
  countCache(false);
  let data: RecipeSuggestionsAnswer['data'];
  try {
    data = await deps.suggestions.suggest({ title: input.title, language: input.language });
  } catch (error) {
    logger.warn('Recipe suggestions failed', { error: String(error) });
    if (error instanceof AiUnavailableError) throw new AppError('unavailable', AI_MESSAGES.unavailable);
    throw new AppError('unavailable', AI_MESSAGES.failed);
  }
  // Nothing like the title: an answer (the screen says "improve the title"), not a 503, and nothing cached.
  if (noSuggestions(data))
    return { data, fromCache: false, rateLimitRemaining: verdict.remaining, source: deps.suggestions.source };
  await ref.set({
    title: input.title,
    normalizedTitle: normalizeSuggestionTitle(input.title),
    language: input.language,
    suggestions: data,
    source: deps.suggestions.source,
    createdAt: now,
    expiresAt: new Date(now + AI_SUGGESTION_LIMITS.cacheMs),
  });
  return { data, fromCache: false, rateLimitRemaining: verdict.remaining, source: deps.suggestions.source };
}
