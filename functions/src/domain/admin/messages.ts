/** The back office's texts (spec 002 §5, §8; ours where the spec names a failure without its words). */
export const ADMIN_MESSAGES = {
  /** Ours: every function refuses a deactivated account with this (docs/decisions/0018-back-office.md). */
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  /** 002 §4 "Admin toggles": the control is disabled for admins; the server refuses too. */
  adminCannotBeDeactivated: 'Admin users cannot be deactivated',
  /** 002 §5 "Force username". */
  forceUsernameRequired: 'Please provide both User ID and Display Name',
  userNotFound: 'User not found',
  searchTooLong: 'Search must be 100 characters or less',
} as const;
