/** Calorie texts (ours: the spec shows no message for POST /api/calories/calculate). */
export const CALORIE_MESSAGES = {
  notAllowed: 'Only the author or an admin can recalculate calories',
} as const;

export const CALORIE_ACTIONS = { calculate: 'calculate calories' } as const;
