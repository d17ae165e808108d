/**
 * Google sign-in (a popup). Kept apart from sdk/auth.ts so the popup resolver and the provider only load when a
 * visitor presses a Google button. With the emulators, the Auth emulator serves its own fake Google chooser.
 */
export { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
