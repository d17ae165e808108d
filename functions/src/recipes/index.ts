/**
 * The recipes group (spec 000 §4–§7, 001 §7/§9; docs/contracts/recipes.md): deploys as recipes-create,
 * recipes-update, recipes-delete (callables) and recipes-api (the HTTP paths, router.ts). Only wiring: contract
 * (domain/contracts/recipes.ts) + handler (handlers.ts) + the secrets each binds.
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './cleanup';
import { recipes as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { serve } from '../platform/http';
import { IMAGE_HOST_SECRETS } from '../platform/imageHost';
import { recaptchaSecret } from '../platform/params';
import {
  adminDeleteHandler,
  adminListHandler,
  adminSetTrendingHandler,
  createRecipeHandler,
  deleteRecipeHandler,
  updateRecipeHandler,
} from './handlers';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FILE_IMPORT_QUEUE_COLLECTION } from '../domain/exports/job';
import { MIRROR_SECRETS } from '../platform/params';
import { fileImportDeps } from './imports/handlers';
import { importsRouter } from './imports/router';
import { runFileImport } from './imports/run';
import { linksRouter } from './links/router';
import { router } from './router';
import {
  addVersionHandler,
  answerSuggestionHandler,
  removeVersionHandler,
  suggestVersionHandler,
  translateDraftHandler,
  versionSuggestionsHandler,
} from './versions/handlers';

export const create = callable(contracts.recipesCreate, createRecipeHandler, {
  // the image host stores a video recipe's thumbnail as its photo (videoPhoto.ts)
  secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS],
});

export const update = callable(contracts.recipesUpdate, updateRecipeHandler, {
  secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS],
});

export const remove = callable(contracts.recipesDelete, deleteRecipeHandler, {
  secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS],
  timeoutSeconds: 300,
});

// `delete` is a reserved word: exported by name so that it deploys as recipes-delete
export { remove as delete };

// Language versions (issue 34, decision 0073).
export const addVersion = callable(contracts.recipesAddVersion, addVersionHandler, {
  secrets: [recaptchaSecret],
});
export const removeVersion = callable(contracts.recipesRemoveVersion, removeVersionHandler, {
  secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS],
  timeoutSeconds: 300,
});
export const translateDraft = callable(contracts.recipesTranslateDraft, translateDraftHandler);
export const suggestVersion = callable(contracts.recipesSuggestVersion, suggestVersionHandler, {
  secrets: [recaptchaSecret],
});
export const answerSuggestion = callable(contracts.recipesAnswerSuggestion, answerSuggestionHandler);
export const versionSuggestions = callable(contracts.recipesVersionSuggestions, versionSuggestionsHandler);

// the imports (issue 32) bot-check like recipe creation and store a page's photo through the image host
export const api = serve(router, { secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS] });

// The back office's recipes grid (issue 14): list, trending flag, delete (the same deletion as recipes-delete).
export const adminList = callable(contracts.recipesAdminList, adminListHandler);
export const adminSetTrending = callable(contracts.recipesAdminSetTrending, adminSetTrendingHandler);
export const adminDelete = callable(contracts.recipesAdminDelete, adminDeleteHandler, {
  secrets: IMAGE_HOST_SECRETS,
  timeoutSeconds: 300,
});

/** recipes-links: the recipe-request links, /api/recipe-links/** (links/router.ts). */
export const links = serve(linksRouter, { secrets: [recaptchaSecret, ...IMAGE_HOST_SECRETS] });

/** recipes-imports: a file import's start and parts, /api/recipe-imports/** (imports/router.ts). */
export const imports = serve(importsRouter, { secrets: [recaptchaSecret], memory: '512MiB' });

/**
 * recipes-importFile: runs a file import once its last part arrived (fileImportQueue/{jobId}, created with it), up to
 * 500 recipes with their photos: the longest an event function may run, and memory for a 50 MB file and what it
 * unpacks to.
 */
export const importFile = onDocumentCreated(
  {
    document: `${FILE_IMPORT_QUEUE_COLLECTION}/{jobId}`,
    secrets: [...MIRROR_SECRETS, ...IMAGE_HOST_SECRETS],
    timeoutSeconds: 540,
    memory: '1GiB',
  },
  async (event) => {
    const uid = event.data?.data().uid;
    if (typeof uid === 'string') await runFileImport(fileImportDeps(), uid, event.params.jobId);
  },
);
