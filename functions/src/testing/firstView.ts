import { FIRST_VIEW_DATA_ID, type FirstViewData } from '../domain/pages/firstView';

/** The answers a page's HTML carries for the app (decision 0060), parsed; throws when the page has none. */
export function firstViewData(html: string): FirstViewData {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no first-view data in the page');
  return JSON.parse(match[1]) as FirstViewData;
}
