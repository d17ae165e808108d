/**
 * The search calls' inputs (001 §7 "Search"): POST /api/search, GET /api/search/suggestions,
 * /api/user/search-history. A bad value is a 400 whose message names the parameter.
 */
import { z } from 'zod';
import { SEARCH } from '../constants/search';
import { intParam } from '../recipe/httpSchemas';

/** ours: a raw term may be longer than the search bar allows (it is sanitised and cut to 100 on the server). */
export const RAW_TERM_MAX = 500;
/** ours: a results page holds at most this many; pages beyond SEARCH_MAX_PAGE are not served. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_PAGE = 100;
/** ours: at most this many terms are kept per account (the bar shows SEARCH.recentListSize). */
export const SEARCH_HISTORY_KEEP = 20;
/** Where a signed-in user's search history lives (owner-only; also removed with their account). */
export const searchHistoryPath = (uid: string) => `users/${uid}/private/searchHistory`;

const DIETARY_FLAG = /^is[A-Z][A-Za-z0-9]*$/;

function text(name: string, max: number) {
  return z.string({ error: `${name} must be text` }).max(max, `${name} must be ${max} characters or less`);
}

function optionalText(name: string, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    text(name, max).optional(),
  );
}

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

export const searchFiltersSchema = z
  .object({
    dietary: z
      .array(z.string().regex(DIETARY_FLAG, 'options.filters.dietary holds flag names such as isVegan'), {
        error: 'options.filters.dietary must be a list of flag names',
      })
      .max(10, 'options.filters.dietary holds at most 10 flags')
      .optional(),
    minRating: z
      .number({ error: 'options.filters.minRating must be a number from 0 to 5' })
      .min(0, 'options.filters.minRating must be a number from 0 to 5')
      .max(5, 'options.filters.minRating must be a number from 0 to 5')
      .optional(),
  })
  .optional();

export const searchPagingSchema = z
  .object({
    page: intParam('options.paging.page', 1, SEARCH_MAX_PAGE, 1),
    limit: intParam('options.paging.limit', 1, SEARCH_MAX_LIMIT, SEARCH.pageSize),
  })
  .optional()
  .transform((paging) => paging ?? { page: 1, limit: SEARCH.pageSize });

export const searchBodySchema = z.object({
  searchTerm: text('searchTerm', RAW_TERM_MAX),
  /** 001 §7 sends it; the server trusts only the bearer token. */
  userId: optionalText('userId', 128),
  /** A guest's device id (001 §3, kept in local storage): the rate limit's key when signed out. */
  deviceId: optionalText('deviceId', 128),
  /** The human check's token, sent once the limit asks for it. */
  botToken: optionalText('botToken', 4096),
  options: z
    .object({
      includeTrending: flag('options.includeTrending'),
      includeRecommended: flag('options.includeRecommended'),
      userLanguage: optionalText('options.userLanguage', 10),
      filters: searchFiltersSchema,
      paging: searchPagingSchema,
    })
    .optional()
    .transform((options) => options ?? { paging: { page: 1, limit: SEARCH.pageSize } }),
});

export const searchSuggestionsQuerySchema = z.object({
  term: text('term', RAW_TERM_MAX),
  userId: optionalText('userId', 128),
  /** The interface language: a recipe family is suggested by its member in it (decision 0073). */
  language: optionalText('language', 10),
});

export const searchHistoryPostSchema = z.object({
  searchTerm: text('searchTerm', RAW_TERM_MAX),
  timestamp: z.union([z.string().max(40), z.number()], { error: 'timestamp must be a time' }).optional(),
});

export const searchHistoryDeleteSchema = z
  .object({
    searchTerm: optionalText('searchTerm', RAW_TERM_MAX),
    clearAll: flag('clearAll'),
  })
  .optional()
  .transform((body) => body ?? {});
