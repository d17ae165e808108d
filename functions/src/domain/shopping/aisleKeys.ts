/**
 * The aisles a shopping list is grouped by (issue 33 §2), in the order a list shows them. Stable keys: the web names
 * them in each language; the nutrition table's last column holds one of them for each food.
 */
export const AISLES = [
  'produce',
  'dairy',
  'meatAndFish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

export function isAisle(value: unknown): value is Aisle {
  return (AISLES as readonly unknown[]).includes(value);
}
