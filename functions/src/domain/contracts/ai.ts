/** The AI group's calls (000 §7 "POST /api/ai/recipe-suggestions"). */
import type { RecipeSuggestions } from '../ai/suggestions';
import { recipeSuggestionsInputSchema } from '../ai/suggestions';
import { postContract } from './define';

export interface RecipeSuggestionsAnswer {
  data: RecipeSuggestions;
  fromCache: boolean;
  rateLimitRemaining: number;
  /** ours: 'offline' when the deterministic provider answered (the UI labels it, decision 0015). */
  source: 'model' | 'offline';
}

export const recipeSuggestions = postContract<RecipeSuggestionsAnswer>()(
  '/api/ai/recipe-suggestions',
  recipeSuggestionsInputSchema,
  ['unauthenticated', 'resource-exhausted', 'unavailable'],
);
