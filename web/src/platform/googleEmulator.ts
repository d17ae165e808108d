/**
 * Google sign-in against the Auth emulator, which needs no real Google: offline, signInWithPopup cannot load
 * apis.google.com, so platform/auth.ts asks the visitor for a stand-in identity in an in-app dialog instead and signs in
 * with an unsigned ID token (a JSON string) that only the emulator accepts. This module is the hand-off between
 * platform/auth.ts (which asks) and the dialog (features/accounts/components/EmulatorGoogleDialog.tsx, which answers).
 */

export interface EmulatorGoogleIdentity {
  email: string;
  displayName: string;
}

export const EMULATOR_GOOGLE_DEFAULTS: EmulatorGoogleIdentity = {
  email: 'google.cook@example.com',
  displayName: 'Google Cook',
};

interface Request {
  resolve: (identity: EmulatorGoogleIdentity) => void;
  reject: (error: Error) => void;
  /** The control that asked (the Google button), focused again when the dialog closes without signing in. */
  opener: HTMLElement | null;
}

let pending: Request | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Rejected like a closed Google popup, so the screens treat it as "cancelled" (googleErrorKey). */
function cancelled(): Error {
  return Object.assign(new Error('The emulator Google sign-in was cancelled.'), {
    code: 'auth/popup-closed-by-user',
  });
}

/** Opens the dialog; resolves with what the visitor entered, rejects when it is dismissed. */
export function requestEmulatorGoogleIdentity(): Promise<EmulatorGoogleIdentity> {
  pending?.reject(cancelled());
  const opener =
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null;
  return new Promise((resolve, reject) => {
    pending = { resolve, reject, opener };
    notify();
  });
}

/** The dialog's answer: an identity signs in, null dismisses (Cancel, Escape). */
export function answerEmulatorGoogleIdentity(identity: EmulatorGoogleIdentity | null): void {
  const request = pending;
  if (!request) return;
  pending = null;
  notify();
  if (identity) request.resolve(identity);
  else {
    request.reject(cancelled());
    restoreFocus(request.opener);
  }
}

/** The opener is disabled while the screen waits for Google; focus it once the screen has re-enabled it. */
function restoreFocus(element: HTMLElement | null, frames = 20) {
  if (!element?.isConnected || typeof requestAnimationFrame !== 'function') return;
  if ((element as HTMLButtonElement).disabled && frames > 0) {
    requestAnimationFrame(() => restoreFocus(element, frames - 1));
    return;
  }
  element.focus();
}

export function subscribeEmulatorGoogle(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isEmulatorGooglePending(): boolean {
  return pending !== null;
}

/** Two FNV-1a passes: a stable, Google-like numeric subject (21 digits) for an address. */
export function emulatorGoogleSubject(email: string): string {
  const text = email.trim().toLowerCase();
  const pass = (seed: number) => {
    let hash = seed >>> 0;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString().padStart(10, '0');
  };
  return `1${pass(0x811c9dc5)}${pass(0x050c5d1f)}`;
}

/** The unsigned ID token the Auth emulator accepts for GoogleAuthProvider.credential. */
export function emulatorGoogleIdToken(identity: EmulatorGoogleIdentity): string {
  const email = identity.email.trim();
  return JSON.stringify({
    sub: emulatorGoogleSubject(email),
    email,
    email_verified: true,
    name: identity.displayName.trim(),
  });
}
