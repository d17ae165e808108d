/**
 * The install offer (issue 33 §3, decision 0065): the browser's `beforeinstallprompt` is kept, not shown at once,
 * and the app offers installing on a later visit, never on the first, and not again for 30 days after a "Not now".
 * A module of the entry (it must listen before the browser fires, which can be before the app has rendered), so it
 * stays tiny; the banner that shows the offer is lazy.
 */
export const INSTALL_PAUSE_DAYS = 30;
const DAY_MS = 86_400_000;
const VISITS_KEY = 'matkon.visits';
const VISIT_COUNTED_KEY = 'matkon.visitCounted';
const DECLINED_KEY = 'matkon.installDeclinedAt';

/** Chromium's event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** A visit after the first, and no "Not now" in the last 30 days. */
export function mayOfferInstall(visits: number, declinedAt: number | null, now: number): boolean {
  return visits >= 2 && (declinedAt === null || now - declinedAt >= INSTALL_PAUSE_DAYS * DAY_MS);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the offer simply comes back on the next visit
  }
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's offer when this visit may show it, else null. */
export function currentInstallOffer(): InstallPromptEvent | null {
  if (!offer) return null;
  const declined = Number(read(DECLINED_KEY));
  return mayOfferInstall(Number(read(VISITS_KEY)), declined > 0 ? declined : null, Date.now()) ? offer : null;
}

/** "Not now": the offer is paused for 30 days. */
export function declineInstall(): void {
  write(DECLINED_KEY, String(Date.now()));
  offer = null;
  changed();
}

/** "Install": the browser's own dialog; a refusal there pauses the offer like "Not now". */
export async function acceptInstall(): Promise<void> {
  const event = offer;
  if (!event) return;
  offer = null;
  changed();
  await event.prompt();
  if ((await event.userChoice).outcome === 'dismissed') declineInstall();
}

/** Counts this visit (once per browser session) and keeps the browser's offer when it comes. */
export function listenForInstallOffer(): void {
  try {
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
      write(VISITS_KEY, String(Number(read(VISITS_KEY)) + 1));
    }
  } catch {
    // storage blocked: every visit is a first one, and nothing is offered
  }
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}
