import { useLayoutEffect } from 'react';
import { FIRST_VIEW_DATA_ID, type FirstViewData, type FirstViewPart } from '@domain/pages/firstView';
import { RECIPE_FIRST_VIEW_ID } from '@domain/recipe/firstView';

/**
 * A public page's HTML carries a first view (a recipe's title, photo and description; home's and /trending's cards)
 * written by the function that serves it (functions/src/seo/firstView.ts, feedFirstView.ts), painted before the
 * app's code has run; #root stays hidden while it is there. The screen that replaces it calls this once its own
 * view is on screen (or it leaves).
 */
export function dismissServerView(): void {
  document.getElementById(RECIPE_FIRST_VIEW_ID)?.remove();
}

/**
 * The first view gives way in the commit that shows the screen's own view (`shown`), or when the screen is left
 * before that.
 */
export function useServerViewGivesWay(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) dismissServerView();
  }, [shown]);
  useLayoutEffect(() => dismissServerView, []);
}

let unread: Partial<Record<FirstViewPart, unknown>> & { language?: unknown; servedAt?: unknown } = {};

/**
 * One part of the answers the page's first view shows (`<script type="application/json" id="first-view-data">`,
 * decision 0060), with the page's language and when the server read them, once: a later visit to the screen asks the
 * server as usual. Null when the page has none, or not that part, or it cannot be read. Read defensively: the
 * caller checks the part's shape.
 */
export function takeServerData<P extends FirstViewPart>(
  part: P,
): (Partial<Pick<FirstViewData, P>> & { language: string; servedAt: number }) | null {
  const element = document.getElementById(FIRST_VIEW_DATA_ID);
  if (element) {
    element.remove();
    try {
      unread = JSON.parse(element.textContent ?? '') as typeof unread;
    } catch {
      unread = {};
    }
  }
  const value = unread[part];
  delete unread[part];
  const { language, servedAt } = unread;
  if (value === undefined || typeof language !== 'string') return null;
  return {
    [part]: value,
    language,
    servedAt: typeof servedAt === 'number' ? servedAt : Date.now(),
  } as Partial<Pick<FirstViewData, P>> & { language: string; servedAt: number };
}
