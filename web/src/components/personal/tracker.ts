/**
 * What the recipe page, the favorite button and the rating modal report (001 §1, §7): language events into the
 * queue (languageQueue.ts), skipped for a guest and for a recipe in the user's own language (001 §5), and category
 * affinity signals, sent one at a time 100 ms apart and retried once after 5 s (001 §9 "Category affinity sync").
 * Failures are only logged: personalisation never stands in a user's way.
 */
import { AFFINITY_SYNC, type AffinityAction, type LanguageEventType } from '@domain/personal/constants';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '@domain/recipe/types';
import { apiCall } from '@/platform/api';
import { LanguageEventQueue, languageSession, type QueuedEvent } from './languageQueue';

const browserClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (run: () => void, ms: number) => window.setInterval(run, ms),
};

let queue: LanguageEventQueue | null = null;

function languageQueue(): LanguageEventQueue {
  queue ??= new LanguageEventQueue(
    (events: QueuedEvent[]) => apiCall('POST /api/language-interaction', { body: { events } }),
    browserClock,
  );
  return queue;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface Viewer {
  /** null when signed out: nothing is tracked */
  readonly uid: string | null;
  /** the interface language */
  readonly language: string;
}

export interface TrackedRecipe {
  readonly id: string;
  readonly language?: string | null;
}

export function trackLanguageEvent(
  viewer: Viewer,
  recipe: TrackedRecipe,
  eventType: LanguageEventType,
  metadata?: QueuedEvent['metadata'],
): void {
  const known = (code: string | null | undefined): code is RecipeLanguage =>
    (RECIPE_LANGUAGES as readonly (string | null | undefined)[]).includes(code);
  const { language: userLanguage } = viewer;
  if (!viewer.uid || !known(recipe.language) || !known(userLanguage)) return;
  if (recipe.language === userLanguage) return;
  const now = Date.now();
  languageQueue().add({
    recipe_id: recipe.id,
    recipe_language: recipe.language,
    user_language: userLanguage,
    event_type: eventType,
    session_id: languageSession(viewer.uid, now, storage()),
    timestamp: new Date(now).toISOString(),
    ...(metadata ? { metadata } : {}),
  });
}

interface Signal {
  recipeId: string;
  action: AffinityAction;
  rating?: number;
  retried?: boolean;
}

const signals: Signal[] = [];
let draining = false;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let next = signals.shift(); next; next = signals.shift()) {
      const { recipeId, action, rating } = next;
      try {
        await apiCall('POST /api/user/category-affinity', {
          body: { recipeId, action, ...(rating === undefined ? {} : { rating }) },
        });
      } catch (error) {
        if (next.retried) console.warn('The category affinity could not be saved.', error);
        else window.setTimeout(() => sendSignal({ ...next!, retried: true }), AFFINITY_SYNC.retryMs);
      }
      await pause(AFFINITY_SYNC.pauseMs);
    }
  } finally {
    draining = false;
  }
}

function sendSignal(signal: Signal): void {
  signals.push(signal);
  void drain();
}

/** A view, a save or unsave, a made-it or a rating of a recipe by a signed-in user. */
export function trackAffinity(
  viewer: Viewer,
  recipeId: string,
  action: AffinityAction,
  rating?: number,
): void {
  if (!viewer.uid) return;
  sendSignal({ recipeId, action, ...(rating === undefined ? {} : { rating }) });
}

const visited = new Set<string>();

/** A signed-in user opened a recipe: a language view and an affinity view, once per recipe and page load. */
export function trackVisit(viewer: Viewer, recipe: TrackedRecipe): void {
  if (!viewer.uid) return;
  const key = `${viewer.uid}:${recipe.id}`;
  if (visited.has(key)) return;
  visited.add(key);
  trackLanguageEvent(viewer, recipe, 'view');
  trackAffinity(viewer, recipe.id, 'view');
}
