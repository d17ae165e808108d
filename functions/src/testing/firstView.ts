import { FIRST_VIEW_DATA_ID, type FirstViewData, type FirstViewPart } from '../domain/pages/firstView';

/**
 * The answers a page's HTML carries for the app (decision 0060), parsed; throws when the page has none, or not the
 * `part` the test reads.
 */
export function firstViewData<P extends FirstViewPart>(
  html: string,
  part: P,
): FirstViewData & Required<Pick<FirstViewData, P>> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no first-view data in the page');
  const data = JSON.parse(match[1]) as FirstViewData;
  if (data[part] === undefined) throw new Error(`the page's first-view data has no ${part}`);
  return data as FirstViewData & Required<Pick<FirstViewData, P>>;
}
