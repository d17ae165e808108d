/** The plan calls' texts (issue 33 §1) beyond the entry schema's own (domain/planning). */
export const PLAN_CALL_MESSAGES = {
  entryNotFound: 'This entry is not in your plan',
  recipeNotFound: 'Recipe not found',
} as const;

export const PLAN_ACTIONS = {
  add: 'add to the plan',
  move: 'move the plan entry',
  remove: 'remove the plan entry',
} as const;
