/**
 * The recipe-suggestions task (000 §7): description, ingredients and instructions for a title, up to 5 per field.
 * Production asks Gemini; offline, the most similar recipes already in Matkon (found by the caller: the mirror's
 * search) are combined into a draft: their descriptions, the ingredient lines most of them share, the steps of the
 * closest one. Nothing similar → an empty answer, which the feature reports as "try to improve the title".
 */
import {
  AI_SUGGESTION_LIMITS,
  cleanSuggestions,
  recipeSuggestionsSchema,
  type RecipeSuggestions,
} from '../../domain/ai/suggestions';
import type { JsonGenerator } from './gemini';
import type { AiProvider } from './provider';

export interface SuggestionInput {
  title: string;
  language: string;
}

export interface SimilarRecipe {
  title: string;
  description: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  language: string;
}

export interface SuggestionProvider extends AiProvider {
  suggest(input: SuggestionInput): Promise<RecipeSuggestions>;
}

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  he: 'Hebrew',
  fr: 'French',
  it: 'Italian',
};

export function modelSuggestionProvider(model: JsonGenerator): SuggestionProvider {
  return {
    source: 'model',
    async suggest({ title, language }) {
      const prompt = [
        `Suggest content for a home-cooking recipe titled "${title}", written in ${LANGUAGE_NAMES[language] ?? 'English'}.`,
        `Give up to ${AI_SUGGESTION_LIMITS.perField} short alternative descriptions, up to ${AI_SUGGESTION_LIMITS.perField}`,
        'ingredient lines with amounts, and up to 5 instruction steps in order. Leave a list empty when unsure.',
      ].join(' ');
      return cleanSuggestions(await model.generateJson(recipeSuggestionsSchema, prompt));
    },
  };
}

const lineKey = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function offlineSuggestionProvider(
  similar: (input: SuggestionInput) => Promise<SimilarRecipe[]>,
): SuggestionProvider {
  return {
    source: 'offline',
    async suggest(input) {
      const found = await similar(input);
      const same = found.filter((recipe) => recipe.language === input.language);
      const recipes = same.length > 0 ? same : found;
      if (recipes.length === 0) return { description: [], ingredients: [], instructions: [] };
      // ingredient lines by how many of the similar recipes use the same food words, the closest recipe first
      const counts = new Map<string, { line: string; count: number; order: number }>();
      recipes.forEach((recipe, rank) => {
        recipe.ingredients.forEach((line, index) => {
          const key = lineKey(line);
          if (!key) return;
          const entry = counts.get(key) ?? { line, count: 0, order: rank * 1000 + index };
          entry.count += 1;
          counts.set(key, entry);
        });
      });
      const ingredients = [...counts.values()]
        .sort((a, b) => b.count - a.count || a.order - b.order)
        .map((entry) => entry.line);
      return cleanSuggestions({
        description: recipes.map((recipe) => recipe.description),
        ingredients,
        instructions: [...(recipes[0]?.instructions ?? [])],
      });
    },
  };
}
