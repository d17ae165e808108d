/** The AI group's handlers: checks, then the service. */
import type { ai } from '../domain/contracts';
import { AI_MESSAGES } from '../domain/ai/suggestions';
import { getAiProviders } from '../platform/ai';
import { requireBearer } from '../platform/auth';
import { db } from '../platform/firebase';
import type { ContractRouteHandler } from '../platform/http';
import { getServiceClient } from '../platform/mirror/client';
import { similarRecipes } from './similar';
import { recipeSuggestions } from './suggestions';

export const recipeSuggestionsHandler: ContractRouteHandler<typeof ai.recipeSuggestions> = async ({
  input,
  req,
}) => {
  const { uid } = await requireBearer(req, undefined, AI_MESSAGES.notAuthenticated);
  const providers = getAiProviders({ similarRecipes: (query) => similarRecipes(getServiceClient(), query) });
  return recipeSuggestions({ db: db(), suggestions: providers.suggestions }, uid, input);
};
