/** A shared recipe (001 §5) that passes every rule: Hebrew, as a grandmother might send it. Pure (domain tests use it). */
export const validSharedRecipe = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'שקשוקה של סבתא',
  description: 'ביצים מבושלות ברוטב עגבניות חריף, כמו שסבתא הכינה בשבת.',
  ingredients: ['4 ביצים', '6 עגבניות בשלות'],
  instructions: ['מבשלים את העגבניות עד שמתרככות.', 'שוברים פנימה את הביצים ומכסים.'],
  categories: ['breakfast'],
  difficulty: 'easy',
  preparationTime: 25,
  tags: ['ביצים'],
  ...overrides,
});
