import { useLayoutEffect } from 'react';
import { FIRST_VIEW_DATA_ID } from '@domain/pages/firstView';
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

/**
 * The answers the page's first view shows (`<script type="application/json" id="first-view-data">`, decision 0060),
 * once: the element goes with the first read, so a later visit to the screen asks the server as usual. Null when
 * the page has none or it cannot be read.
 */
export function takeServerData(): unknown {
  const element = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
