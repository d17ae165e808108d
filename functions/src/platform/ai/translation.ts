/**
 * The translation task (issue 34, decision 0073): a recipe's texts in another language, for a version's draft.
 * Production asks Gemini for the same fields translated, line for line (schema-checked, and a list that gained or
 * lost a line is refused); offline, the project's tables write the ingredient lines they can and mark the rest for
 * the cook (domain/ai/offlineTranslation.ts). Either way the cook reviews the draft on the form before saving.
 */
import { offlineTranslation } from '../../domain/ai/offlineTranslation';
import { modelTranslationSchema, sameShape, type RecipeTranslation } from '../../domain/ai/translation';
import type { VersionLanguage, VersionTexts } from '../../domain/recipe/family';
import { AiUnavailableError, type JsonGenerator } from './gemini';
import type { AiProvider } from './provider';
import { LANGUAGE_NAMES } from './suggestions';

export interface TranslationInput {
  readonly texts: VersionTexts;
  /** The recipe's language. */
  readonly from: string;
  readonly to: VersionLanguage;
}

export interface TranslationProvider extends AiProvider {
  /** Throws AiUnavailableError when the model failed or answered something that is not the recipe translated. */
  translateRecipe(input: TranslationInput): Promise<RecipeTranslation>;
}

export const offlineTranslationProvider: TranslationProvider = {
  source: 'offline',
  translateRecipe: async ({ texts, to }) => offlineTranslation(texts, to),
};

export function modelTranslationProvider(model: JsonGenerator): TranslationProvider {
  return {
    source: 'model',
    async translateRecipe({ texts, from, to }) {
      const prompt = [
        `Translate this home-cooking recipe from ${LANGUAGE_NAMES[from] ?? 'its language'} into ${LANGUAGE_NAMES[to]}.`,
        'Answer the same fields: the title, the description, every ingredient line (one translated line for each',
        'line, in the same order, quantities and units as a cook of that language writes them), every step (one for',
        'each step, in order), the tags and the tip. Translate; do not add, merge, drop or explain anything; an empty',
        'text stays empty.',
        '',
        JSON.stringify(texts),
      ].join('\n');
      const translated = await model.generateJson(modelTranslationSchema, prompt);
      if (!sameShape(texts, translated))
        throw new AiUnavailableError('The translation does not keep the recipe’s lines');
      return { language: to, source: 'model', texts: translated, toReview: [] };
    },
  };
}
