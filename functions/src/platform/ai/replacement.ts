/**
 * The ingredient-replacement task (000 §7, 001 §7): what to use instead of one ingredient of a recipe, how much,
 * and why. Production asks Gemini with the recipe as context; offline, the project's substitution table answers
 * (domain/ai/replacement.ts), or nothing when it knows no replacement for the food.
 */
import { offlineReplacement } from '../../domain/ai/replacement';
import {
  replacementSchema,
  type IngredientReplacementInput,
  type Replacement,
} from '../../domain/ai/replacementRules';
import type { JsonGenerator } from './gemini';
import { LANGUAGE_NAMES } from './suggestions';
import type { AiProvider } from './provider';

export interface ReplacementProvider extends AiProvider {
  /** null: no replacement known; throws AiUnavailableError when the service failed. */
  replace(input: IngredientReplacementInput): Promise<Replacement | null>;
}

export const offlineReplacementProvider: ReplacementProvider = {
  source: 'offline',
  async replace(input) {
    return offlineReplacement(input.missingIngredient, input.language);
  },
};

export function modelReplacementProvider(model: JsonGenerator): ReplacementProvider {
  return {
    source: 'model',
    async replace({ recipe, missingIngredient, language }) {
      const prompt = [
        `A cook is making "${recipe.title}" and does not have this ingredient: "${missingIngredient}".`,
        `Answer in ${LANGUAGE_NAMES[language] ?? 'English'}: one common substitute (substitute), how much of it`,
        'to use for the amount in the line (amount), and one short sentence on why it works (why).',
        recipe.description ? `Recipe description: ${recipe.description}` : '',
        'Other ingredients:',
        ...recipe.ingredients.filter((line) => line !== missingIngredient).map((line) => `- ${line}`),
      ]
        .filter(Boolean)
        .join('\n');
      return model.generateJson(replacementSchema, prompt);
    },
  };
}
