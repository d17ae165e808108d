/** What the back office's user tools write and show (spec 002 §3 user document, §4 admin toggles). */

/** One row of /admin/users. */
export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string;
  username: string | null;
  isAdmin: boolean;
  isActive: boolean;
  isVerified: boolean;
  recipeCount: number;
  createdAt: string | null;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  page: number;
  hasMore: boolean;
}

/** The verification fields a manual verify or unverify writes (002 §3: verifiedAt, verifiedBy, verificationType). */
export function verificationFields(
  verified: boolean,
  adminUid: string,
  now: string,
): Record<string, unknown> {
  return verified
    ? { isVerified: true, verifiedAt: now, verifiedBy: adminUid, verificationType: 'manual' }
    : { isVerified: false, unverifiedAt: now, unverifiedBy: adminUid };
}

/** 002 §4: "admins cannot be disabled"; re-activating anyone, or deactivating a non-admin, is allowed. */
export function canSetActive(target: { isAdmin: boolean }, active: boolean): boolean {
  return active || !target.isAdmin;
}
