import type { TFunction } from 'i18next';
import {
  detectLanguageWithNotice,
  type DetectionInput,
  type LanguageDetectionAnswer,
  type LanguageNoticeKey,
} from '@domain/recipe/language';
import type { RecipeImage } from '@domain/recipe/types';
import { errorMessage } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import { loadFirestore } from '@/platform/firebase';
import { checkPeopleOnServer, uploadRecipeImage } from '@/platform/images';
import { createRecipe, detectRecipeLanguage, updateRecipe } from '../api';
import { toRecipeRequest, type FormMode, type RecipeFormState } from './state';

/**
 * Saving a recipe, step by step, with the create flow's progress messages (spec 000 §2 "create progress", §4):
 *   preparing  – the recipe id (a Firestore auto-id, made once and kept for retries) and the request
 *   security   – the bot-check token (CREATE_RECIPE 0.7 / EDIT_RECIPE 0.6; none after 5 s: the server decides)
 *   language   – the content language from POST /api/recipes/detect-language, and the notice the author is told;
 *                when the call fails (offline, refused, slow), the same domain rule runs here and the save goes on
 *                (the server stores its own detection either way)
 *   images     – the server's person check for images the browser could not check, then the uploads into
 *                recipes/{recipeId} (an image already uploaded by a failed attempt is not uploaded again)
 *   saving     – recipes-create (which also saves the autocomplete records) or recipes-update
 *   complete
 * A failure throws a SaveError whose message is for the user; the form keeps everything.
 */
export const SAVE_STEPS = ['preparing', 'security', 'language', 'images', 'saving', 'complete'] as const;
export type SaveStep = (typeof SAVE_STEPS)[number];

export class SaveError extends Error {
  override readonly name = 'SaveError';
  constructor(
    message: string,
    readonly step: SaveStep,
  ) {
    super(message);
  }
}

/** What a save needs from outside (the app's real services by default; tests pass fakes). */
export interface SaveServices {
  newRecipeId: () => Promise<string>;
  getBotToken: typeof getBotToken;
  checkPeopleOnServer: typeof checkPeopleOnServer;
  uploadRecipeImage: (file: File, recipeId: string) => Promise<RecipeImage>;
  createRecipe: typeof createRecipe;
  updateRecipe: typeof updateRecipe;
  detectLanguage: typeof detectRecipeLanguage;
  /** When set, an image that fails to upload is left out (and this is told) instead of failing the save. */
  skipFailedUpload?: (error: unknown) => void;
}

export const defaultServices: SaveServices = {
  newRecipeId: async () => {
    const [firestore, { collection, doc }] = await Promise.all([
      loadFirestore(),
      import('firebase/firestore'),
    ]);
    return doc(collection(firestore, 'recipes')).id;
  },
  getBotToken,
  checkPeopleOnServer,
  uploadRecipeImage: (file, recipeId) => uploadRecipeImage(file, recipeId),
  createRecipe,
  updateRecipe,
  detectLanguage: (input) => detectRecipeLanguage(input, AbortSignal.timeout(LANGUAGE_CALL_TIMEOUT_MS)),
};

/** ours: a detection that has not answered by then is made in the browser; the save never waits longer. */
export const LANGUAGE_CALL_TIMEOUT_MS = 5000;

/** The detection the author is told about (userMessage of 000 §7): a key of recipes:languageNotice and a language. */
export interface LanguageNotice {
  key: LanguageNoticeKey;
  language: string;
}

/** The server's detection; the domain's in the browser when the call fails or answers something unexpected. */
async function contentLanguage(
  services: SaveServices,
  input: DetectionInput,
): Promise<LanguageDetectionAnswer> {
  const { title, description, ingredients, instructions } = input;
  try {
    const answer = await services.detectLanguage({
      title,
      description,
      ingredients: [...(ingredients ?? [])],
      instructions: [...(instructions ?? [])],
    });
    if (typeof answer?.language === 'string' && answer.language) return answer;
  } catch {
    // offline, refused (429) or too slow: fall through to the same rule, here
  }
  return detectLanguageWithNotice(input);
}

/** Kept by the screen between attempts: the id made on the first try and the images already uploaded. */
export interface SaveMemory {
  recipeId: string | null;
  uploaded: Map<string, RecipeImage>;
}

export function newSaveMemory(recipeId: string | null = null): SaveMemory {
  return { recipeId, uploaded: new Map() };
}

export interface SaveOptions {
  mode: FormMode;
  state: RecipeFormState;
  dietaryFieldNames: readonly string[];
  memory: SaveMemory;
  /** Each step as it starts; the language step also names the detected language (en, he, fr, it) once known. */
  onStep: (step: SaveStep, detail?: string) => void;
  /** The detection's notice, when it has one (shown as a polite alert). */
  onNotice?: (notice: LanguageNotice) => void;
  t: TFunction;
  services?: SaveServices;
}

export async function saveRecipe({
  mode,
  state,
  dietaryFieldNames,
  memory,
  onStep,
  onNotice,
  t,
  services = defaultServices,
}: SaveOptions): Promise<string> {
  let step: SaveStep = 'preparing';
  const enter = (next: SaveStep, detail?: string) => {
    step = next;
    onStep(next, detail);
  };
  const fail = (error: unknown, fallbackKey: string): never => {
    if (error instanceof SaveError) throw error;
    throw new SaveError(errorMessage(error, t(fallbackKey)), step);
  };

  try {
    enter('preparing');
    memory.recipeId ??= await services.newRecipeId();
    const recipeId = memory.recipeId;
    const recipe = toRecipeRequest(state, mode, dietaryFieldNames);

    enter('security');
    const botToken = await services.getBotToken(mode === 'create' ? 'CREATE_RECIPE' : 'EDIT_RECIPE');

    enter('language');
    const detection = await contentLanguage(services, recipe);
    enter('language', detection.language);
    if (detection.userMessage) onNotice?.({ key: detection.userMessage, language: detection.language });

    enter('images');
    const unchecked = state.images.filter(
      (image) => image.kind === 'new' && image.personCheck === 'pending' && !memory.uploaded.has(image.key),
    );
    if (unchecked.length) {
      const check = await services.checkPeopleOnServer(
        unchecked.map((image) => (image.kind === 'new' ? image.file : new File([], ''))),
        recipeId,
      );
      // Only a check that ran and found people stops the save: a check that could not run falls back to a plain
      // upload on create and never blocks an edit (spec 000 §5).
      if (check.checked && check.containsPeople) {
        throw new SaveError(
          t('images:peopleDetected', {
            filenames: check.imagesWithPeople.map((image) => image.filename).join(', '),
          }),
          'images',
        );
      }
    }
    const images: RecipeImage[] = [];
    for (const image of state.images) {
      if (image.kind === 'existing') {
        images.push(image.image);
        continue;
      }
      let uploaded = memory.uploaded.get(image.key);
      if (!uploaded) {
        try {
          uploaded = await services.uploadRecipeImage(image.file, recipeId);
        } catch (error) {
          if (!services.skipFailedUpload) fail(error, 'images:uploadFailed');
          services.skipFailedUpload?.(error);
          continue;
        }
        memory.uploaded.set(image.key, uploaded as RecipeImage);
      }
      images.push(uploaded as RecipeImage);
    }

    enter('saving');
    const request = { recipeId, recipe, images, botToken };
    // an import's source photo (issue 32) is stored by the server when the cook added none
    const photoUrl = state.imported?.photoUrl;
    const { id } =
      mode === 'create'
        ? await services.createRecipe(photoUrl && images.length === 0 ? { ...request, photoUrl } : request)
        : await services.updateRecipe(request);

    enter('complete');
    return id || recipeId;
  } catch (error) {
    return fail(error, mode === 'create' ? 'recipes:errors.createFailed' : 'recipes:errors.saveFailed');
  }
}
