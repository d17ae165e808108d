/**
 * recipes-translateDraft (issue 34, decision 0073): a recipe the caller may read, translated into a language for a
 * version's form (the cook's own recipe, or someone else's public one a reader suggests a translation of). Ten
 * requests an hour per caller, taken only once the recipe is found readable; the provider is the configured one
 * (Gemini, or the offline tables, which mark what they could not translate).
 */
import {
  TRANSLATION_LIMITS,
  type RecipeTranslation,
  type TranslateDraftInput,
} from '../../domain/ai/translation';
import { rateLimitWaitMessage } from '../../domain/messages';
import { AppError } from '../../domain/errors';
import { versionRefused } from '../../domain/recipe/familyMessages';
import { RECIPE_MESSAGES } from '../../domain/recipe/messages';
import { strings } from '../../platform/mirror/rowValues';
import { AiUnavailableError, type TranslationProvider } from '../../platform/ai';
import { allowanceRule, enforceRateLimit } from '../../platform/rateLimit';
import { mayReadRecipe } from '../../platform/recipeReader';
import type { RecipesDeps } from '../deps';
import { readRecipe } from '../store';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function translateDraft(
  deps: Pick<RecipesDeps, 'db' | 'now'> & { translation: TranslationProvider },
  uid: string,
  input: TranslateDraftInput,
): Promise<RecipeTranslation & { rateLimitRemaining: number }> {
  const recipe = await readRecipe(deps.db, input.recipeId);
  if (!recipe || !(await mayReadRecipe(deps.db, uid, recipe)))
    throw new AppError('not-found', RECIPE_MESSAGES.notFound);
  const verdict = await enforceRateLimit(
    deps.db,
    allowanceRule(`recipe-translations:${uid}`, TRANSLATION_LIMITS),
    rateLimitWaitMessage,
    deps.now?.().getTime(),
  );
  try {
    const translation = await deps.translation.translateRecipe({
      texts: {
        title: text(recipe.title),
        description: text(recipe.description),
        ingredients: strings(recipe.ingredients),
        instructions: strings(recipe.instructions),
        tags: strings(recipe.tags),
        recipeTip: text(recipe.recipeTip),
      },
      from: text(recipe.language),
      to: input.language,
    });
    return { ...translation, rateLimitRemaining: verdict.remaining };
  } catch (error) {
    if (error instanceof AiUnavailableError) throw versionRefused('unavailable', 'translation-unavailable');
    throw error;
  }
}
