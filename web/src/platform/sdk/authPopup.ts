/**
 * Google sign-in (a popup). Kept apart from sdk/auth.ts so the popup resolver and the provider only load when a
 * visitor presses a Google button. With the emulators, platform/auth.ts signs in with signInWithCredential and the
 * emulator's unsigned Google ID token instead (the popup needs apis.google.com).
 */
export {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
} from 'firebase/auth';
