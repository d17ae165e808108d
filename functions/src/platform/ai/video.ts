/**
 * The video-recipe task (000 §7 video-recipe-extraction): a recipe read from a verified YouTube video. Production
 * gives Gemini the video by its URL (a file part) and asks for the answer's fields; offline, a draft is built from
 * the video's oEmbed facts: its title, and the offline suggestions for that title (the most similar recipes in
 * Matkon). Either way the cook edits the draft on the form before saving.
 */
import { RECIPE_DIFFICULTIES } from '../../domain/constants/recipe';
import {
  difficultyFor,
  minutesIn,
  videoRecipeDraftSchema,
  type VideoRecipeDraft,
} from '../../domain/ai/video';
import type { JsonGenerator } from './gemini';
import { LANGUAGE_NAMES, type SuggestionProvider } from './suggestions';
import type { AiProvider } from './provider';

export interface VideoInput {
  videoId: string;
  url: string;
  language: string;
  /** The oEmbed facts of the verified video. */
  title: string;
  authorName: string;
}

export interface VideoRecipeProvider extends AiProvider {
  extract(input: VideoInput): Promise<VideoRecipeDraft>;
}

export function modelVideoRecipeProvider(model: JsonGenerator): VideoRecipeProvider {
  return {
    source: 'model',
    async extract({ url, language, title }) {
      const prompt = [
        `Watch this cooking video ("${title}") and write its recipe in ${LANGUAGE_NAMES[language] ?? 'English'}:`,
        'a title, a short description, every ingredient line with its amount, the instruction steps in order,',
        `up to 10 tags, the total cooking time in minutes (null when unknown), the difficulty (${RECIPE_DIFFICULTIES.join(', ')})`,
        'and a one-word category. Use only what the video shows or says; leave a list empty when it says nothing.',
      ].join(' ');
      return model.generateJson(videoRecipeDraftSchema, prompt, { uri: url, mimeType: 'video/*' });
    },
  };
}

export function offlineVideoRecipeProvider(suggestions: SuggestionProvider): VideoRecipeProvider {
  return {
    source: 'offline',
    async extract({ language, title }) {
      const found = await suggestions.suggest({ title, language });
      const minutes = minutesIn(title);
      return videoRecipeDraftSchema.parse({
        title: title.slice(0, 200),
        description: found.description[0] ?? '',
        ingredients: found.ingredients,
        instructions: found.instructions,
        tags: [],
        cookingTime: minutes,
        difficulty: difficultyFor(minutes),
        category: '',
      });
    },
  };
}
