/** The AI group's handlers: checks, then the service. */
import type { Request } from 'firebase-functions/https';
import type { ai } from '../domain/contracts';
import { AI_MESSAGES } from '../domain/ai/suggestions';
import { getAiProviders } from '../platform/ai';
import { optionalBearer, requireBearer } from '../platform/auth';
import { db } from '../platform/firebase';
import type { ContractRouteHandler } from '../platform/http';
import { requireContentFeature } from '../platform/settings';
import { getServiceClient } from '../platform/mirror/client';
import { youtubeEndpoints } from '../platform/params';
import { createVideoMetadata } from '../platform/videoMetadata';
import { trackIngredientClick } from './clicks';
import { openLinkCaller } from './linkCaller';
import { ingredientReplacement } from './replacement';
import { similarRecipes } from './similar';
import { recipeSuggestions } from './suggestions';
import { videoRecipeExtraction } from './video';

export const recipeSuggestionsHandler: ContractRouteHandler<typeof ai.recipeSuggestions> = async ({
  input,
  req,
}) => {
  const caller = await optionalBearer(req);
  const uid = caller
    ? caller.uid
    : input.linkToken
      ? await openLinkCaller(db(), input.linkToken)
      : (await requireBearer(req, undefined, AI_MESSAGES.notAuthenticated)).uid;
  await requireContentFeature(db(), 'aiRecipeGeneration');
  const providers = getAiProviders({ similarRecipes: (query) => similarRecipes(getServiceClient(), query) });
  return recipeSuggestions({ db: db(), suggestions: providers.suggestions }, uid, input);
};

export const videoRecipeExtractionHandler: ContractRouteHandler<typeof ai.videoRecipeExtraction> = async ({
  input,
  uid,
}) => {
  await requireContentFeature(db(), 'videoRecipes');
  const providers = getAiProviders({ similarRecipes: (query) => similarRecipes(getServiceClient(), query) });
  const metadata = createVideoMetadata(youtubeEndpoints());
  return videoRecipeExtraction({ db: db(), video: providers.video, metadata }, uid, input);
};

export const ingredientReplacementHandler: ContractRouteHandler<typeof ai.ingredientReplacement> = async ({
  input,
  uid,
}) => {
  await requireContentFeature(db(), 'ingredientSubstitution');
  return ingredientReplacement({ db: db(), replacement: getAiProviders().replacement }, uid, input);
};

const addressOf = (req: Request): string => req.ip ?? req.socket?.remoteAddress ?? 'unknown';

export const trackIngredientClickHandler: ContractRouteHandler<typeof ai.trackIngredientClick> = async ({
  input,
  req,
}) => {
  const caller = await optionalBearer(req);
  return trackIngredientClick(db(), { uid: caller?.uid ?? null, address: addressOf(req) }, input);
};
