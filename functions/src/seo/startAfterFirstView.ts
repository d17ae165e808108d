/**
 * A page with a first view starts the app's code once that view's photo is on screen (decision 0023, amended).
 * The view is readable from the HTML; running the framework's evaluation and React's first render while its photo
 * arrived pushed the page's largest paint behind them. So the entry <script> becomes a modulepreload link (the
 * code is still fetched and parsed with the HTML) and a small inline script that imports the entry once the photo
 * has loaded (or failed) and a frame has painted it, or after START_CAP_MS at the latest (a slow photo, a hidden
 * tab that paints no frames). Pages without a first view keep the plain entry script.
 */
import { RECIPE_FIRST_VIEW_ID } from '../domain/recipe/firstView';
import { escapeHtml, jsonForScript } from './escape';

/** The longest the app waits for the photo: on a slow network the page must not stay a static view. */
export const START_CAP_MS = 2500;

/** The entry as `vite build` writes it (`crossorigin`) and as web/index.html does in development. */
const ENTRY_SCRIPT = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/i;

/** Plain JavaScript for the page, arguments (entry URL, view id, cap) appended by the caller. */
const START_SCRIPT = `(function (entry, viewId, capMs) {
      var started = false;
      function start() {
        if (started) return;
        started = true;
        import(entry);
      }
      var view = document.getElementById(viewId);
      var photo = view && view.querySelector('img');
      if (!photo) return start();
      setTimeout(start, capMs);
      function painted() {
        requestAnimationFrame(function () { setTimeout(start, 0); });
      }
      if (photo.complete) return painted();
      photo.addEventListener('load', painted, { once: true });
      photo.addEventListener('error', painted, { once: true });
    })`;

/** index.html with its entry script started after the first view's photo; unchanged without an entry script. */
export function startAfterFirstView(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, crossorigin: string | undefined, src: string) => {
    const args = [src, RECIPE_FIRST_VIEW_ID, START_CAP_MS].map((value) => jsonForScript(value)).join(', ');
    return (
      `<link rel="modulepreload"${crossorigin ?? ''} href="${escapeHtml(src)}" />\n    ` +
      `<script type="module">${START_SCRIPT}(${args});</script>`
    );
  });
}
