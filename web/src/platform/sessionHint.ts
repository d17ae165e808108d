import { SIGNED_IN_HINT_KEY } from '@domain/pages/firstView';

/**
 * Whether this browser had a signed-in user at its last visit, remembered beside Firebase's own persistence (which
 * is asynchronous, in IndexedDB). A screen that answers guests and users differently (the recipe page) may ask as
 * a guest before Auth has loaded when the answer is no: the first paint then never waits for the Auth SDK.
 */
const KEY = SIGNED_IN_HINT_KEY;

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: screens wait for Auth, as without the hint
  }
}

export function probablyGuest(): boolean {
  try {
    return localStorage.getItem(KEY) !== '1';
  } catch {
    return false;
  }
}
