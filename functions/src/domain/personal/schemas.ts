/**
 * Bodies and queries of the personal calls (001 §7 "Language learning", "Feeds, discovery, recommendations"). A bad
 * one is a 400 whose message names the field.
 */
import { z } from 'zod';
import { documentId } from '../catalog/fields';
import { RECIPE_LANGUAGES } from '../recipe/types';
import { intParam } from '../recipe/httpSchemas';
import { AFFINITY_ACTIONS, LANGUAGE_EVENT_TYPES, MAX_EVENTS_PER_BATCH } from './constants';

const language = (name: string) =>
  z.enum(RECIPE_LANGUAGES, { error: `${name} must be one of: ${RECIPE_LANGUAGES.join(', ')}` });

/** One queued event as the browser sends it (001 §7); user_id, if sent, must be the caller's. */
export const languageEventSchema = z.object({
  user_id: z.string({ error: 'events.user_id must be text' }).max(128).optional(),
  recipe_id: documentId('events.recipe_id must be a recipe id'),
  recipe_language: language('events.recipe_language').optional(),
  user_language: language('events.user_language'),
  event_type: z.enum(LANGUAGE_EVENT_TYPES, {
    error: `events.event_type must be one of: ${LANGUAGE_EVENT_TYPES.join(', ')}`,
  }),
  event_weight: z.number({ error: 'events.event_weight must be a number' }).finite().optional(),
  session_id: z
    .string({ error: 'events.session_id is required' })
    .trim()
    .min(1, 'events.session_id is required')
    .max(100, 'events.session_id must be 100 characters or less'),
  timestamp: z.string({ error: 'events.timestamp must be text' }).max(40).optional(),
  metadata: z
    .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), {
      error: 'events.metadata must be an object of short values',
    })
    .refine((value) => Object.keys(value).length <= 10, 'events.metadata may hold at most 10 fields')
    .optional(),
});
export type LanguageEventInput = z.infer<typeof languageEventSchema>;

export const languageInteractionSchema = z.object({
  events: z
    .array(languageEventSchema, { error: 'events must be a list' })
    .min(1, 'events must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `events must hold at most ${MAX_EVENTS_PER_BATCH} events`),
});

/** POST /api/user/category-affinity: body recipeId, action, rating (001 §7). */
export const categoryAffinitySchema = z
  .object({
    recipeId: documentId('recipeId must be a recipe id'),
    action: z.enum(AFFINITY_ACTIONS, { error: `action must be one of: ${AFFINITY_ACTIONS.join(', ')}` }),
    rating: z
      .number({ error: 'rating must be a whole number from 1 to 5' })
      .int('rating must be a whole number from 1 to 5')
      .min(1, 'rating must be a whole number from 1 to 5')
      .max(5, 'rating must be a whole number from 1 to 5')
      .nullish(),
  })
  .refine((body) => body.action !== 'rate' || typeof body.rating === 'number', {
    message: 'rating is required when action is rate',
    path: ['rating'],
  });

const category = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'category must be text' })
    .trim()
    .min(1)
    .max(50, 'category must be 50 characters or less')
    .optional(),
);
const preferredLanguage = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 'en' : value),
  language('preferredLanguage'),
);

/** GET /api/supabase/get-recommended-recipes: query limit, category, preferredLanguage (001 §7). */
export const recommendedQuerySchema = z.object({
  limit: intParam('limit', 1, 50, 12),
  category,
  preferredLanguage,
});

/** GET /api/user/my-recommendations and the home's affinity groups. */
export const myRecommendationsQuerySchema = z.object({
  limit: intParam('limit', 1, 50, 12),
  preferredLanguage,
});
