/**
 * Pantry staples start checked on a shopping list (issue 33 §2): salt, pepper, oil and water by default, named by the
 * nutrition table's food keys so their Hebrew, French and Italian names count too ("מלח", "sel", "sale"). The user's
 * own choices add foods to the set and take defaults out of it.
 */
export const DEFAULT_STAPLES: readonly string[] = [
  'salt',
  'black pepper',
  'vegetable oil',
  'olive oil',
  'water',
];

/** Foods (identities: table keys or normalised names) the user made staples, and defaults they said are not. */
export interface StapleChoices {
  added: readonly string[];
  removed: readonly string[];
}

export const NO_STAPLE_CHOICES: StapleChoices = { added: [], removed: [] };

export function isStaple(food: string | null, choices: StapleChoices = NO_STAPLE_CHOICES): boolean {
  if (food === null) return false;
  if (choices.added.includes(food)) return true;
  return DEFAULT_STAPLES.includes(food) && !choices.removed.includes(food);
}

/** The choices after the user says `food` is (or is not) a staple; each food kept in one list at most. */
export function chooseStaple(choices: StapleChoices, food: string, staple: boolean): StapleChoices {
  const isDefault = DEFAULT_STAPLES.includes(food);
  const added = choices.added.filter((item) => item !== food);
  const removed = choices.removed.filter((item) => item !== food);
  if (staple && !isDefault) added.push(food);
  if (!staple && isDefault) removed.push(food);
  return { added, removed };
}
