/** Calorie texts (ours: the spec shows no message for POST /api/calories/calculate). */
export const CALORIE_MESSAGES = {
  notAllowed: 'Only the author or an admin can recalculate calories',
  /** Ours (issue 27): the back office retries what failed, nothing else. */
  notFailed: "This recipe's calories did not fail: there is nothing to retry",
} as const;

export const CALORIE_ACTIONS = { calculate: 'calculate calories' } as const;
