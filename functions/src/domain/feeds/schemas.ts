/**
 * Query and body schemas of the feed paths (spec 001 §7 "Feeds", §4 "Feed paging"; docs/contracts/feeds.md). Query
 * values arrive as strings; a bad one is a 400 whose message names the parameter.
 */
import { z } from 'zod';
import { documentId } from '../catalog/fields';
import { FEED, PAGING } from '../constants/social';
import { intParam, MAX_PAGE_SIZE } from '../recipe/httpSchemas';
import { RECIPE_LANGUAGES } from '../recipe/types';

/** ours: how deep offset paging goes (the discover feed's cost grows with the offset). */
export const MAX_FEED_OFFSET = 2000;

/** A content language (000 §1: en, he, fr, it); missing or '' means English. */
function contentLanguage(name: string) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 'en' : value),
    z.enum(RECIPE_LANGUAGES, { error: `${name} must be one of: ${RECIPE_LANGUAGES.join(', ')}` }),
  );
}

/** A category id; '' counts as missing. */
const category = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'category must be text' })
    .trim()
    .min(1, 'category must be text')
    .max(50, 'category must be 50 characters or less')
    .optional(),
);

/** get-trending-recipes and get-newest-recipes: query limit, category, preferredLanguage (001 §7). */
export const feedListQuerySchema = z.object({
  limit: intParam('limit', 1, MAX_PAGE_SIZE, PAGING.defaultPageSize),
  category,
  preferredLanguage: contentLanguage('preferredLanguage'),
});

/** infinite-feed: query offset, limit, language, category (001 §7); 20 a page by default (001 §9). */
export const infiniteFeedQuerySchema = z.object({
  offset: intParam('offset', 0, MAX_FEED_OFFSET, 0),
  limit: intParam('limit', 1, MAX_PAGE_SIZE, FEED.pageSize),
  language: contentLanguage('language'),
  category,
});

/** get-share-counts: up to 50 recipe ids, comma-separated (001 §9 "share-count batch 50"). */
export const shareCountsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(documentId('ids must be recipe ids'))
        .min(1, 'ids is required')
        .max(PAGING.shareCountBatch, `ids must list at most ${PAGING.shareCountBatch} recipe ids`),
    ),
});
