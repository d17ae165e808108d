/** The consistency tool's answers (spec 002 §8 "Consistency tool"). */
export const CONSISTENCY_MESSAGES = {
  orphansRemoved: (count: number) => `Removed ${count} orphaned recipe${count === 1 ? '' : 's'}`,
} as const;

/** What a mirror failure says it could not do ("Unable to {action}: …"). */
export const CONSISTENCY_ACTIONS_TEXT = {
  recalculate: 'recalculate counters',
} as const;
