/**
 * Signing out from the shell's menus. The auth helpers (with the emulator's Google sign-in) load only when someone
 * signs out, so they stay out of the home route's first JS (DESIGN §11, the 150 KB budget).
 */
export async function signOutFromShell(): Promise<void> {
  const { signOutUser } = await import('@/platform/auth');
  await signOutUser();
}
