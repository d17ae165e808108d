import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@domain/pages/firstView';

/** Puts a page's first-view data into the document as the server writes it (decision 0060); `text` as given. */
export function serveFirstViewData(data: FirstViewData | string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_DATA_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(script);
}
