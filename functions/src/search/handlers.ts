/**
 * Search's HTTP handlers (contracts in domain/contracts/search.ts): who is asking → the limit (searches only) →
 * the service. Answers depend on the viewer, so no cache shares them.
 */
import { search as contracts } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { SEARCH_MESSAGES } from '../domain/search/messages';
import { viewerUid } from '../platform/auth';
import { getBotVerifier } from '../platform/botCheck';
import { db } from '../platform/firebase';
import { type ContractRouteHandler, PRIVATE, reply, signedInRoute, viewerRoute } from '../platform/http';
import { getServiceClient } from '../platform/mirror/client';
import { readerLanguage } from '../platform/viewerLanguages';
import { countSearch } from '../platform/monitoring';
import { searchRecipes, searchSuggestions, type SearchDeps } from '../platform/search/recipes';
import { addSearchHistory, deleteSearchHistory, readSearchHistory } from './history';
import { admitSearch } from '../platform/search/limit';
import { forgetSearches, logSearch } from './log';

const searchDeps = (): SearchDeps => ({ supabase: getServiceClient() });

export const searchHandler: ContractRouteHandler<typeof contracts.search> = async ({ req, input }) => {
  const uid = await viewerUid(req);
  await admitSearch(
    { supabase: getServiceClient(), verifier: getBotVerifier() },
    { uid, deviceId: input.deviceId, ip: req.ip },
    input.botToken,
  );
  const { filters, paging } = input.options;
  if (paging.page <= 1) countSearch(input.searchTerm);
  const answer = await searchRecipes(searchDeps(), uid, {
    searchTerm: input.searchTerm,
    language: await readerLanguage(db(), uid, input.options.userLanguage),
    dietary: filters?.dietary,
    minRating: filters?.minRating,
    page: paging.page,
    limit: paging.limit,
  });
  return reply(200, answer, PRIVATE);
};

export const searchSuggestionsHandler = viewerRoute(contracts.searchSuggestions, async (uid, input) => ({
  suggestions: await searchSuggestions(
    searchDeps(),
    uid,
    input.term,
    await readerLanguage(db(), uid, input.language),
  ),
}));

export const searchHistoryHandler = signedInRoute(contracts.searchHistory, async (uid) => ({
  history: await readSearchHistory(db(), uid),
}));

export const addSearchHistoryHandler = signedInRoute(contracts.addSearchHistory, async (uid, input) => {
  const history = await addSearchHistory(db(), uid, input);
  await logSearch(getServiceClient(), uid, input.searchTerm, history);
  return { history };
});

export const deleteSearchHistoryHandler = signedInRoute(contracts.deleteSearchHistory, async (uid, input) => {
  if (!input.clearAll && input.searchTerm === undefined) {
    throw new AppError('invalid-argument', SEARCH_MESSAGES.historyDeleteTarget, { field: 'searchTerm' });
  }
  const history = await deleteSearchHistory(db(), uid, input);
  if (input.clearAll) await forgetSearches(getServiceClient(), uid);
  return { history };
});
