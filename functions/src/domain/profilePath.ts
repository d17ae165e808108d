/**
 * Spec 000 §2 / 001 §2: the profile link is the username if present, else /user/{id}. The spec's middle step, a slug
 * of the display name, is left out (decision 0037): /{slug} resolves through usernames/{slug}, which a profile
 * without a username does not own, so the link opened "User not found" (or another cook who owns that name).
 * Apart from username.ts (which re-exports it), so the home route links cooks without the username rules.
 */
export function profilePath(profile: {
  uid: string;
  username?: string | null;
  displayName?: string | null;
}): string {
  if (profile.username) return `/${profile.username}`;
  return `/user/${encodeURIComponent(profile.uid)}`;
}
