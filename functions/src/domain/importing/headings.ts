/**
 * The words the text reader knows a recipe's parts by, in the product's four languages (issue 32 §1): the headings
 * of the ingredient and step lists, the headings that end a list (notes, nutrition…), and the labels of times and
 * servings ("Prep time: 10 minutes", "זמן הכנה: 20 דקות", "Temps de cuisson : 1 h", "Porzioni: 4").
 */

export type Section = 'ingredients' | 'instructions' | 'other';
export type Label = 'preparationTime' | 'cookingTime' | 'totalTime' | 'servings';

const words = (list: readonly string[]) =>
  list.map((word) => word.replaceAll(' ', String.raw`\s+`)).join('|');

/** Each section's heading words, longest first where one starts another. */
const SECTION_WORDS: Readonly<Record<Section, readonly string[]>> = {
  ingredients: [
    // en
    'ingredients',
    'ingredient list',
    'ingredient',
    "what you'll need",
    'what you need',
    'you will need',
    // he
    'המצרכים',
    'מצרכים',
    'הרכיבים',
    'רכיבים',
    'מרכיבים',
    'החומרים',
    'חומרים',
    'מה צריך',
    // fr
    'liste des ingrédients',
    'ingrédients',
    'ingrédient',
    // it
    'ingredienti',
    'ingrediente',
  ],
  instructions: [
    'instructions',
    'directions',
    'method',
    'preparation',
    'steps',
    'how to make it',
    'procedure',
    'אופן ההכנה',
    'אופן הכנה',
    'הוראות הכנה',
    'הוראות',
    'דרך ההכנה',
    'שלבי ההכנה',
    'שלבי הכנה',
    'ההכנה',
    'הכנה',
    'préparation',
    'étapes',
    'instructions',
    'mode opératoire',
    'preparazione',
    'procedimento',
    'istruzioni',
    'metodo',
    'passaggi',
  ],
  other: [
    'notes',
    'note',
    'tips',
    'tip',
    'nutrition facts',
    'nutrition information',
    'nutrition',
    'storage',
    'equipment',
    'serving suggestions',
    'to serve',
    'video',
    'related recipes',
    'you may also like',
    'more recipes',
    'comments',
    'reviews',
    'הערות',
    'טיפים',
    'טיפ',
    'ערכים תזונתיים',
    'אחסון',
    'תגובות',
    'remarques',
    'astuces',
    'conseils',
    'valeurs nutritionnelles',
    'conservation',
    'commentaires',
    'consigli',
    'valori nutrizionali',
    'conservazione',
    'commenti',
  ],
};

/**
 * A heading: its words, then for a list's heading at most a short remainder ("Ingredients (serves 4)", "Ingredienti
 * per 4 persone"); the headings that end a list stand alone ("Notes"), so a step that starts with one of their words
 * ("To serve the salad dressed…") stays a step.
 */
const SECTION_HEADINGS = (Object.keys(SECTION_WORDS) as Section[]).map((section) => {
  const remainder = section === 'other' ? '' : String.raw`(?:\p{L}.{0,30})?`;
  return [
    section,
    new RegExp(
      String.raw`^(?:the\s+|les\s+|gli\s+)?(?:${words(SECTION_WORDS[section])})(?![\p{L}])[^\p{L}]{0,3}${remainder}$`,
      'iu',
    ),
  ] as const;
});

/** Decoration a heading or a list line is written with: "**Ingredients**", "## Method", "• 2 eggs", "▢ 1 cup". */
const DECORATION = /^[\s#*_•·▢□☐✓✔–—-]+|[\s#*_:]+$/gu;
export const undecorated = (line: string): string => line.replace(DECORATION, '').trim();

/** The section a line is the heading of, or null when it is not a heading. */
export function sectionOf(line: string): Section | null {
  const text = undecorated(line);
  if (text.length > 50 || /^\d/.test(text)) return null;
  return SECTION_HEADINGS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const LABEL_WORDS: Readonly<Record<Label, readonly string[]>> = {
  preparationTime: [
    'preparation time',
    'prep time',
    'prep',
    'preparation',
    'זמן הכנה',
    'זמן ההכנה',
    'temps de préparation',
    'préparation',
    'tempo di preparazione',
    'preparazione',
  ],
  cookingTime: [
    'cooking time',
    'cook time',
    'baking time',
    'bake time',
    'cooking',
    'זמן בישול',
    'זמן אפייה',
    'זמן האפייה',
    'temps de cuisson',
    'cuisson',
    'tempo di cottura',
    'cottura',
  ],
  totalTime: ['total time', 'ready in', 'total', 'זמן כולל', 'temps total', 'tempo totale'],
  servings: [
    'servings',
    'serves',
    'yields',
    'yield',
    'makes',
    'portions',
    'מספר מנות',
    'מנות',
    'כמות',
    'portions',
    'pour',
    'rendement',
    'porzioni',
    'dosi per',
    'dosi',
    'per',
  ],
};

const LABELS = (Object.keys(LABEL_WORDS) as Label[]).map(
  (label) =>
    [
      label,
      new RegExp(
        String.raw`^(?:${words(LABEL_WORDS[label])})(?![\p{L}])\s*(?:[:：\-–]\s*|(?=\d))(.{1,40})$`,
        'iu',
      ),
    ] as const,
);

/**
 * A label line's label and value ("Cook time: 20 minutes" → cookingTime, "20 minutes"; "Serves 4"), or null. The
 * value follows a colon or starts with a digit, so a step that starts with a label's word ("Cooking the pasta
 * takes 10 minutes") is no label.
 */
export function labelOf(line: string): { label: Label; value: string } | null {
  const text = undecorated(line);
  for (const [label, pattern] of LABELS) {
    const value = pattern.exec(text)?.[1];
    if (value) return { label, value };
  }
  return null;
}
