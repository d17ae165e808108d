/**
 * The AI providers (DESIGN §7, decision 0015): one interface per task, chosen once from configuration. With
 * VERTEX_PROJECT set, Gemini on Vertex AI answers (project, VERTEX_LOCATION, AI_MODEL); without it (the emulator
 * suite, tests, a demo without a Google Cloud project), the deterministic offline providers built on the project's
 * own data answer, and the features label their answers as offline. Callers never ask which one they have.
 */
import type { AiSource } from '../../domain/ai/source';
import { aiModel, vertexLocation, vertexProject } from '../params';
import { modelCalorieProvider, offlineCalorieProvider, type CalorieProvider } from './calories';
import { createGemini, type JsonGenerator } from './gemini';
import {
  modelReplacementProvider,
  offlineReplacementProvider,
  type ReplacementProvider,
} from './replacement';
import {
  modelSuggestionProvider,
  offlineSuggestionProvider,
  type SimilarRecipe,
  type SuggestionInput,
  type SuggestionProvider,
} from './suggestions';
import { modelRecipeTextProvider, offlineRecipeTextProvider, type RecipeTextProvider } from './recipeText';
import {
  modelTranslationProvider,
  offlineTranslationProvider,
  type TranslationProvider,
} from './translation';
import { modelVideoRecipeProvider, offlineVideoRecipeProvider, type VideoRecipeProvider } from './video';

export { AiUnavailableError } from './gemini';
export type { CalorieAnswer, CalorieInput, CalorieProvider } from './calories';
export type { ReplacementProvider } from './replacement';
export type { SimilarRecipe, SuggestionInput, SuggestionProvider } from './suggestions';
export type { VideoInput, VideoRecipeProvider } from './video';
export type { RecipeTextInput, RecipeTextProvider } from './recipeText';
export type { TranslationInput, TranslationProvider } from './translation';

export interface AiProviders {
  readonly mode: AiSource;
  readonly calories: CalorieProvider;
  readonly suggestions: SuggestionProvider;
  readonly replacement: ReplacementProvider;
  readonly video: VideoRecipeProvider;
  readonly recipeText: RecipeTextProvider;
  readonly translation: TranslationProvider;
}

/** What the offline providers read from the product's own data (the caller supplies it: the mirror's search). */
export interface OfflineSources {
  similarRecipes(input: SuggestionInput): Promise<SimilarRecipe[]>;
}

const NO_SOURCES: OfflineSources = { similarRecipes: async () => [] };

export function offlineAiProviders(sources: OfflineSources = NO_SOURCES): AiProviders {
  const suggestions = offlineSuggestionProvider((input) => sources.similarRecipes(input));
  return {
    mode: 'offline',
    calories: offlineCalorieProvider,
    suggestions,
    replacement: offlineReplacementProvider,
    video: offlineVideoRecipeProvider(suggestions),
    recipeText: offlineRecipeTextProvider,
    translation: offlineTranslationProvider,
  };
}

export function modelAiProviders(model: JsonGenerator): AiProviders {
  return {
    mode: 'model',
    calories: modelCalorieProvider(model),
    suggestions: modelSuggestionProvider(model),
    replacement: modelReplacementProvider(model),
    video: modelVideoRecipeProvider(model),
    recipeText: modelRecipeTextProvider(model),
    translation: modelTranslationProvider(model),
  };
}

let cached: { key: string; model: AiProviders } | undefined;

/** The configured providers; `sources` feeds the offline ones (unused when the model answers). */
export function getAiProviders(sources?: OfflineSources): AiProviders {
  const project = vertexProject.value();
  if (!project) return offlineAiProviders(sources);
  const key = `${project}/${vertexLocation.value()}/${aiModel.value()}`;
  if (cached?.key !== key) {
    const location = vertexLocation.value() || 'us-central1';
    cached = { key, model: modelAiProviders(createGemini({ project, location, model: aiModel.value() })) };
  }
  return cached.model;
}
