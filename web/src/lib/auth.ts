import type { UserCredential } from 'firebase/auth';
import { loadAuth } from './firebase';

/** Email + password sign-in (Firebase Auth). Rejects with the SDK's FirebaseError (code auth/...). */
export async function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  const [auth, sdk] = await Promise.all([loadAuth(), import('./sdk/auth')]);
  return sdk.signInWithEmailAndPassword(auth, email, password);
}

export async function signOutUser(): Promise<void> {
  const [auth, sdk] = await Promise.all([loadAuth(), import('./sdk/auth')]);
  await sdk.signOut(auth);
}

/** Spec 000 §8 Auth: which login message a Firebase Auth error code shows. */
export type LoginErrorKey = 'invalidCredentials' | 'userNotFound' | 'wrongPassword' | 'tooManyRequests' | 'userDisabled' | 'somethingWentWrong';

export function loginErrorKey(error: unknown): LoginErrorKey {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-email':
    case 'auth/invalid-login-credentials':
      return 'invalidCredentials';
    case 'auth/user-not-found':
      return 'userNotFound';
    case 'auth/wrong-password':
      return 'wrongPassword';
    case 'auth/too-many-requests':
      return 'tooManyRequests';
    case 'auth/user-disabled':
      return 'userDisabled';
    default:
      return 'somethingWentWrong';
  }
}
