/**
 * The recipe-suggestions task (000 §7): up to 5 descriptions, and one draft's ingredients and instructions for a
 * title. Production asks Gemini; offline, the most similar recipes already in Matkon (found by the caller: the
 * mirror's search) are combined into a draft: their descriptions, the closest one's steps with every ingredient line
 * of that recipe (so each step finds what it uses, decision 0044) and the lines the others share. Nothing similar → an empty answer, which
 * the feature reports as "try to improve the title".
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
  de: 'German',
  ar: 'Arabic',
};

export function modelSuggestionProvider(model: JsonGenerator): SuggestionProvider {
  return {
    source: 'model',
    async suggest({ title, language }) {
      const prompt = [
        `Suggest content for a home-cooking recipe titled "${title}", written in ${LANGUAGE_NAMES[language] ?? 'English'}.`,
        `Give up to ${AI_SUGGESTION_LIMITS.perField} short alternative descriptions, every ingredient line with its amount`,
        `and the instruction steps in order (up to ${AI_SUGGESTION_LIMITS.perList} each); every ingredient a step uses`,
        'must be in the ingredient lines. Leave a list empty when unsure.',
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

/**
 * The draft's ingredient lines: every line of the closest recipe (its steps are the draft's, so nothing they use is
 * missing), then the lines at least two of the other similar recipes share, most shared first.
 */
export function draftIngredients(recipes: readonly SimilarRecipe[]): string[] {
  const [closest, ...others] = recipes;
  const taken = new Set((closest?.ingredients ?? []).map(lineKey));
  const shared = new Map<string, { line: string; count: number }>();
  for (const recipe of others) {
    for (const key of new Set(recipe.ingredients.map(lineKey))) {
      if (!key || taken.has(key)) continue;
      const line = recipe.ingredients.find((item) => lineKey(item) === key) ?? key;
      const entry = shared.get(key) ?? { line, count: 0 };
      entry.count += 1;
      shared.set(key, entry);
    }
  }
  const common = [...shared.values()].filter((entry) => entry.count >= 2).sort((a, b) => b.count - a.count);
  return [...(closest?.ingredients ?? []), ...common.map((entry) => entry.line)];
}

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
      return cleanSuggestions({
        description: recipes.map((recipe) => recipe.description),
        ingredients: draftIngredients(recipes),
        instructions: [...(recipes[0]?.instructions ?? [])],
      });
    },
  };
}
