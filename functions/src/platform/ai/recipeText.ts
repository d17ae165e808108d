/**
 * The recipe-text task (issue 32 §1, §3): a recipe read from readable text, a pasted one or a page's without
 * structured data. Production asks Gemini for the recipe's fields from the text; offline, the domain's text reader
 * finds the lists by their headings (decision 0062). Either way the answer is a reader's find, null when there is no
 * recipe in the text, and the cook reviews the draft on the form.
 */
import { textRecipeSchema } from '../../domain/importing/calls';
import type { TextLine } from '../../domain/importing/html';
import { readTextLines, type TextFacts } from '../../domain/importing/textReader';
import { emptyPageRecipe, type PageRecipe } from '../../domain/importing/types';
import type { JsonGenerator } from './gemini';
import type { AiProvider } from './provider';
import { LANGUAGE_NAMES } from './suggestions';

export interface RecipeTextInput {
  readonly lines: readonly TextLine[];
  readonly facts?: TextFacts;
  /** The interface language, for a text whose own language is unclear. */
  readonly language: string;
}

export interface RecipeTextProvider extends AiProvider {
  read(input: RecipeTextInput): Promise<PageRecipe | null>;
}

export const offlineRecipeTextProvider: RecipeTextProvider = {
  source: 'offline',
  read: async ({ lines, facts }) => readTextLines(lines, facts),
};

/** ours: the model reads at most this much of a page's text (a recipe page's recipe is near its top). */
const MODEL_TEXT_CHARACTERS = 30_000;

export function modelRecipeTextProvider(model: JsonGenerator): RecipeTextProvider {
  return {
    source: 'model',
    async read({ lines, facts, language }) {
      const text = [facts?.title, facts?.description, ...lines.map((line) => line.text)]
        .filter(Boolean)
        .join('\n')
        .slice(0, MODEL_TEXT_CHARACTERS);
      const prompt = [
        'Read the recipe in this text and answer its fields, in the language the recipe is written in',
        `(${LANGUAGE_NAMES[language] ?? 'English'} if that is unclear): the title, a short description, every`,
        'ingredient line as written, the instruction steps in order, the preparation, cooking and total times in',
        'minutes and the servings (null when the text does not say), and its category and cuisine words as keywords.',
        'Copy the texts; do not invent anything. When the text holds no recipe, answer empty lists.\n\n',
        text,
      ].join(' ');
      const found = await model.generateJson(textRecipeSchema, prompt);
      if (found.ingredients.length === 0 && found.instructions.length === 0) return null;
      return { ...emptyPageRecipe(), ...found };
    },
  };
}
