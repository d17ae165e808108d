/**
 * Where a user's mail goes: their Firebase Auth address, and only once verified. The public profile holds no
 * address (it lives in Auth and users/{uid}/private/account), and Auth is the one that follows an address change.
 */
import { auth } from '../firebase';

export async function verifiedAddressOf(uid: string): Promise<string | null> {
  const user = await auth()
    .getUser(uid)
    .catch(() => null);
  return user?.email && user.emailVerified ? user.email : null;
}
