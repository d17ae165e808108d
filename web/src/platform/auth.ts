import type { User, UserCredential } from 'firebase/auth';
import { useEmulators } from './env';
import { loadAuth } from './firebase';
import { forgetPersonalOfflineCopies } from './pwa/offlineCopies';
import {
  answerEmulatorGoogleIdentity,
  emulatorGoogleIdToken,
  requestEmulatorGoogleIdentity,
} from './googleEmulator';

/**
 * Firebase Auth for the screens (spec 000 §5, §8 "Auth"; 002 §7 "Identity and verification"). The SDK loads on
 * first use; every call rejects with the SDK's FirebaseError (code auth/...) for the *ErrorKey helpers below.
 */
async function sdk() {
  const [auth, module] = await Promise.all([loadAuth(), import('./sdk/auth')]);
  return { auth, module };
}

/** Email + password sign-in. */
export async function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  const { auth, module } = await sdk();
  return module.signInWithEmailAndPassword(auth, email, password);
}

/**
 * How "Continue with Google" signs in, decided once here: Google's popup in production; with the emulators an
 * in-app dialog (GoogleButton renders it) whose stand-in identity signs in with an unsigned ID token, because the
 * popup needs apis.google.com, which a local run cannot reach.
 */
export const googleSignInMode: 'popup' | 'emulator' = useEmulators ? 'emulator' : 'popup';

/** Fetches the Google popup code ahead of a press (see GoogleButton); failures are retried by the press. */
export function preloadGoogleSignIn(): void {
  void Promise.all([loadAuth(), import('./sdk/authPopup')]).catch(() => undefined);
}

/**
 * Google sign-in or sign-up. Rejects with auth/popup-closed-by-user when the visitor closes the popup (or the
 * emulator dialog), which googleErrorKey reads as "cancelled".
 */
export async function signInWithGoogle(): Promise<UserCredential> {
  if (googleSignInMode === 'emulator') {
    // Asked first, while the press is still the active element (the dialog gives focus back to it).
    const asked = requestEmulatorGoogleIdentity();
    try {
      const [identity, auth, popup] = await Promise.all([asked, loadAuth(), import('./sdk/authPopup')]);
      const credential = popup.GoogleAuthProvider.credential(emulatorGoogleIdToken(identity));
      return await popup.signInWithCredential(auth, credential);
    } finally {
      // A failed SDK load closes the dialog too (a no-op once it has been answered).
      answerEmulatorGoogleIdentity(null);
    }
  }
  const [auth, popup] = await Promise.all([loadAuth(), import('./sdk/authPopup')]);
  const provider = new popup.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return popup.signInWithPopup(auth, provider, popup.browserPopupRedirectResolver);
}

/** Email sign-up, step 1: the account (signed in at once). */
export async function createAccount(email: string, password: string): Promise<User> {
  const { auth, module } = await sdk();
  return (await module.createUserWithEmailAndPassword(auth, email, password)).user;
}

/** Email sign-up, step 2: the display name on the Auth account, from which the profile derives the username. */
export async function setAccountDisplayName(user: User, displayName: string): Promise<void> {
  const { module } = await sdk();
  await module.updateProfile(user, { displayName });
}

/** Spec 000 §4: only for a signed-in user who is not yet verified. */
export const NOT_SENDABLE = 'User already verified or not logged in';

export async function sendVerificationEmail(): Promise<void> {
  const { auth, module } = await sdk();
  const user = auth.currentUser;
  if (!user || user.emailVerified) throw new Error(NOT_SENDABLE);
  await module.sendEmailVerification(user);
}

/**
 * Re-reads the signed-in user from Auth. When the address has just been verified, the ID token is refreshed too,
 * so the server sees email_verified and the session (reactfire's useUser) updates. Null when signed out.
 */
export async function reloadCurrentUser(): Promise<{ emailVerified: boolean } | null> {
  const { auth, module } = await sdk();
  const user = auth.currentUser;
  if (!user) return null;
  const before = user.emailVerified;
  await module.reload(user);
  if (user.emailVerified && !before) await user.getIdToken(true);
  return { emailVerified: user.emailVerified };
}

/**
 * Sends the reset link. An unknown email resolves like a known one (decision 0035): Firebase's email-enumeration
 * protection answers so in production, and the Auth emulator's user-not-found is treated the same here.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, module } = await sdk();
  try {
    await module.sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (authCode(error) !== 'auth/user-not-found') throw error;
  }
}

function authCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Signs out and forgets the user's offline copies of the worker and the device; Firestore's persistent cache is
 * cleared by the app root in every tab that sees the sign-out (app/session/FirebaseProviders.tsx, decision 0070).
 */
export async function signOutUser(): Promise<void> {
  const { auth, module } = await sdk();
  await module.signOut(auth);
  await forgetPersonalOfflineCopies();
}

/** The message key of a Firebase Auth error: its code's entry in `keys`, or `otherwise` (a key, or another map). */
function errorKeys<K extends string>(
  keys: Readonly<Record<string, K>>,
  otherwise: K | ((error: unknown) => K),
): (error: unknown) => K {
  return (error) => {
    const code = authCode(error);
    if (code !== undefined && Object.hasOwn(keys, code)) return keys[code] as K;
    return typeof otherwise === 'function' ? otherwise(error) : otherwise;
  };
}

/**
 * Spec 000 §8 Auth: which login message a Firebase Auth error code shows. An unknown email and a wrong password
 * share one message (decision 0035: Firebase's email-enumeration protection answers invalid-credential for both).
 */
export type LoginErrorKey = 'invalidCredentials' | 'tooManyRequests' | 'userDisabled' | 'somethingWentWrong';

export const loginErrorKey = errorKeys<LoginErrorKey>(
  {
    'auth/invalid-credential': 'invalidCredentials',
    'auth/invalid-email': 'invalidCredentials',
    'auth/invalid-login-credentials': 'invalidCredentials',
    'auth/user-not-found': 'invalidCredentials',
    'auth/wrong-password': 'invalidCredentials',
    'auth/too-many-requests': 'tooManyRequests',
    'auth/user-disabled': 'userDisabled',
  },
  'somethingWentWrong',
);

/** Spec 000 §8 Auth: email already in use shows emailInUse, a weak password its own message, the rest generic. */
export type SignupErrorKey = 'emailInUse' | 'weakPassword' | 'somethingWentWrong';

export const signupErrorKey = errorKeys<SignupErrorKey>(
  { 'auth/email-already-in-use': 'emailInUse', 'auth/weak-password': 'weakPassword' },
  'somethingWentWrong',
);

/** Spec 000 §8 / 002 §8 "Password reset", without its user-not-found message (decision 0035). */
export type ResetErrorKey = 'invalidCredentials' | 'resetFailed';

export const resetErrorKey = errorKeys<ResetErrorKey>(
  { 'auth/invalid-email': 'invalidCredentials' },
  'resetFailed',
);

/**
 * Google popup outcomes that are not errors to show: the visitor closed the popup or pressed the button twice.
 * A blocked popup has its own message; everything else follows the login catalogue.
 */
export type GoogleErrorKey = 'cancelled' | 'popupBlocked' | LoginErrorKey | 'emailInUse';

export const googleErrorKey = errorKeys<GoogleErrorKey>(
  {
    'auth/popup-closed-by-user': 'cancelled',
    'auth/cancelled-popup-request': 'cancelled',
    'auth/user-cancelled': 'cancelled',
    'auth/popup-blocked': 'popupBlocked',
    'auth/account-exists-with-different-credential': 'emailInUse',
    'auth/email-already-in-use': 'emailInUse',
  },
  loginErrorKey,
);
