import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import type { LanguageEventType } from '@domain/personal/constants';
import { trackLanguageEvent, type TrackedRecipe, type Viewer } from '@/components/personal';

/** How a recipe card says which list it was opened from (the link's router state). */
export interface OpenedFrom {
  languageEvent: Extract<LanguageEventType, 'click' | 'search'>;
}

export function openedFrom(state: unknown): OpenedFrom['languageEvent'] | null {
  const event = (state as Partial<OpenedFrom> | null)?.languageEvent;
  return event === 'click' || event === 'search' ? event : null;
}

/**
 * The language events of 001 §9 that happen on the recipe page besides view, save, cook and rate: the click (or the
 * search result) that opened it, the ingredients and the steps scrolled into view, a copy of its text, a print.
 * Each is sent once per recipe and page through the tracker's batching queue (fire-and-forget), and only for a
 * signed-in viewer reading another language (the tracker decides). `article` is the recipe's element.
 */
export function useLanguageSignals(
  viewer: Viewer,
  recipe: TrackedRecipe,
  article: RefObject<HTMLElement | null>,
): void {
  const location = useLocation();
  const sent = useRef(new Set<string>());
  const { uid, language } = viewer;
  const { id, language: recipeLanguage } = recipe;

  useEffect(() => {
    if (!uid) return;
    const once = (event: LanguageEventType) => {
      const key = `${uid}:${id}:${event}`;
      if (sent.current.has(key)) return;
      sent.current.add(key);
      trackLanguageEvent({ uid, language }, { id, language: recipeLanguage }, event);
    };
    const opened = openedFrom(location.state);
    if (opened) once(opened);

    const root = article.current;
    const sections: [string, LanguageEventType][] = [
      ['[data-testid="recipe-ingredients"]', 'view_ingredients'],
      ['[data-testid="recipe-instructions"]', 'view_instructions'],
    ];
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              const event = (entry.target as HTMLElement).dataset.languageEvent as LanguageEventType;
              if (entry.isIntersecting && event) once(event);
            }
          })
        : null;
    for (const [selector, event] of sections) {
      const element = root?.querySelector<HTMLElement>(selector);
      if (!element || !observer) continue;
      element.dataset.languageEvent = event;
      observer.observe(element);
    }
    const onCopy = () => {
      const selection = document.getSelection();
      if (root && selection && !selection.isCollapsed && root.contains(selection.anchorNode))
        once('copy_recipe');
    };
    const onPrint = () => once('print_recipe');
    document.addEventListener('copy', onCopy);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer?.disconnect();
      document.removeEventListener('copy', onCopy);
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [uid, language, id, recipeLanguage, location.state, article]);
}

/** The share event (001 §9 weight 2): the share bar reports a share that went out. */
export function trackShareEvent(viewer: Viewer, recipe: TrackedRecipe): void {
  trackLanguageEvent(viewer, recipe, 'share');
}
