/**
 * A page with a first view starts the app's code once that view's photo is on screen (decision 0023, amended).
 * The view is readable from the HTML; running the framework's evaluation and React's first render while its photo
 * arrived pushed the page's largest paint behind them. So the entry <script> becomes a modulepreload link (the
 * code is still fetched and parsed with the HTML) and a small inline script that imports the entry once the photo
 * has loaded (or failed) and a frame has painted it, or after START_CAP_MS at the latest (a slow photo, a hidden
 * tab that paints no frames). Pages without a first view keep the plain entry script.
 */
import { SIGNED_IN_HINT_KEY } from '../domain/pages/firstView';
import { RECIPE_FIRST_VIEW_ID } from '../domain/recipe/firstView';
import { escapeHtml, jsonForScript } from './escape';

/** The longest the app waits for the photo: on a slow network the page must not stay a static view. */
export const START_CAP_MS = 2500;

/** The id of the entry's modulepreload link: the start script imports the address it names. */
export const ENTRY_LINK_ID = 'app-entry';

/** The entry as `vite build` writes it (`crossorigin`) and as web/index.html does in development. */
const ENTRY_SCRIPT = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/i;

/**
 * Plain JavaScript for the page. It is the same text on every page and in every build (the entry's address is read
 * from the link, not written into the script), so the Content-Security-Policy allows it by one hash
 * (securityHeaders.ts) and no 'unsafe-inline'.
 */
export const START_SCRIPT = `(function () {
      var started = false;
      function start() {
        if (started) return;
        started = true;
        import(document.getElementById(${jsonForScript(ENTRY_LINK_ID)}).href);
      }
      var view = document.getElementById(${jsonForScript(RECIPE_FIRST_VIEW_ID)});
      var photo = view && view.querySelector('img');
      if (!photo) return start();
      setTimeout(start, ${START_CAP_MS});
      function painted() {
        requestAnimationFrame(function () { setTimeout(start, 0); });
      }
      if (photo.complete) return painted();
      photo.addEventListener('load', painted, { once: true });
      photo.addEventListener('error', painted, { once: true });
    })();`;

/**
 * Plain JavaScript for a page's head, before its first view: marks <html data-signed-in> when this browser had a
 * signed-in user, so the view's guest-only parts stay hidden from the first paint. The same text everywhere, allowed
 * by its hash like START_SCRIPT.
 */
export const SIGNED_IN_SCRIPT = `try{if(localStorage.getItem(${jsonForScript(SIGNED_IN_HINT_KEY)})==="1")document.documentElement.setAttribute("data-signed-in","")}catch(e){}`;

export const SIGNED_IN_SCRIPT_TAG = `<script>${SIGNED_IN_SCRIPT}</script>`;

/** index.html with its entry script started after the first view's photo; unchanged without an entry script. */
export function startAfterFirstView(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, crossorigin: string | undefined, src: string) =>
      `<link rel="modulepreload"${crossorigin ?? ''} id="${ENTRY_LINK_ID}" href="${escapeHtml(src)}" />\n    ` +
      `<script type="module">${START_SCRIPT}</script>`,
  );
}
