/**
 * The calorie task (000 §4, §7 calories): a recipe's calories for the whole dish and per serving, or null when it
 * cannot be worked out (the recipe then shows N/A after its attempts). Production asks Gemini; offline, the
 * project's own calculator (domain/nutrition) answers.
 */
import { z } from 'zod';
import { estimateRecipeCalories, perServingCalories } from '../../domain/nutrition/calories';
import type { JsonGenerator } from './gemini';
import type { AiProvider } from './provider';

export interface CalorieInput {
  title: string;
  ingredients: readonly string[];
  servings: number;
  language: string;
}

export interface CalorieAnswer {
  totalCalories: number;
  caloriesPerServing: number;
}

export interface CalorieProvider extends AiProvider {
  /** null: not enough to go on (unrecognised ingredients); throws AiUnavailableError when the service failed. */
  estimate(recipe: CalorieInput): Promise<CalorieAnswer | null>;
}

export const offlineCalorieProvider: CalorieProvider = {
  source: 'offline',
  async estimate(recipe) {
    const estimate = estimateRecipeCalories(recipe.ingredients, recipe.servings);
    if (estimate.totalCalories === null || estimate.caloriesPerServing === null) return null;
    return { totalCalories: estimate.totalCalories, caloriesPerServing: estimate.caloriesPerServing };
  },
};

const calorieSchema = z.object({
  recognised: z.boolean(),
  totalCalories: z.number().min(0).max(100_000),
});

export function modelCalorieProvider(model: JsonGenerator): CalorieProvider {
  return {
    source: 'model',
    async estimate(recipe) {
      const prompt = [
        'Estimate the food energy of this recipe from its ingredient list, using standard food composition values.',
        'Answer "recognised": false when the list is not food or too vague to estimate.',
        `Title: ${recipe.title}`,
        `Servings: ${recipe.servings}`,
        'Ingredients:',
        ...recipe.ingredients.map((line) => `- ${line}`),
      ].join('\n');
      const answer = await model.generateJson(calorieSchema, prompt);
      if (!answer.recognised || answer.totalCalories <= 0) return null;
      return {
        totalCalories: Math.round(answer.totalCalories),
        caloriesPerServing: perServingCalories(answer.totalCalories, recipe.servings),
      };
    },
  };
}
