/** The plan's texts (issue 33 §1) beyond the entry schema's own. */
export const PLAN_MESSAGES = {
  weekFull: 'A week holds at most 200 entries: remove some before adding more',
  entryNotFound: 'This entry is not in your plan',
  recipeNotFound: 'Recipe not found',
} as const;

export const PLAN_ACTIONS = {
  add: 'add to the plan',
  move: 'move the plan entry',
  remove: 'remove the plan entry',
} as const;
