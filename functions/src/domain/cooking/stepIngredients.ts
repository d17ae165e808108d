/**
 * Which ingredient lines a step mentions, by their words (decision 0057): a line's words, less measures and
 * kitchen words ("cups", "chopped", "כפות"), are its food words; a step mentions a line when it holds one of them.
 * Words are compared by a rough stem on both sides: lower case without accents, Hebrew's prefixed letters (ו, ה, ב,
 * ל, מ, ש, כ) and plural endings dropped, a Latin word's plural "s"/"es" and last vowel dropped ("onions", "onion";
 * "uova", "uovo"), so "the eggs" finds "2 eggs" and "הביצים" finds "6 ביצים". A stem needs three letters.
 */
const HEBREW = /\p{Script=Hebrew}/u;

const KITCHEN_WORDS = new Set(
  [
    // en
    'cup cups tablespoon tablespoons tbsp teaspoon teaspoons tsp gram grams ounce ounces pound pounds large small',
    'medium chopped sliced diced minced fresh ground finely roughly into pieces piece about plus more taste the',
    'and with for optional divided room temperature whole cut peeled handful pinch can cans package ears juice zest',
    'drop drops some each other side serving serve',
    // fr
    'cuillère cuillères cuillerée soupe café tasse tasses pincée haché hachée hachés frais fraîche des les une pour',
    'avec gros grosse petit petite morceaux',
    // it
    'cucchiaio cucchiai cucchiaino cucchiaini tazza tazze grammi fresco fresca tritato tritata della dello delle',
    'degli per con qualche pizzico',
    // he
    'כוס כוסות כף כפות כפית כפיות גרם קצוץ קצוצה קצוצות קצוצים פרוס פרוסה פרוסות פרוסים טרי טרייה של לפי הטעם גדול',
    'גדולה גדולים גדולות קטן קטנה קטנים קטנות להגשה',
  ]
    .join(' ')
    .split(' ')
    .map(stemOf),
);

function stemOf(word: string): string {
  let stem = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const shorten = (pattern: RegExp) => {
    const shorter = stem.replace(pattern, '');
    if (shorter.length >= 3) stem = shorter;
  };
  if (HEBREW.test(stem)) {
    for (let i = 0; i < 2; i += 1) shorten(/^[והבלמשכ]/u);
    shorten(/(ים|ות|ה)$/u);
  } else {
    shorten(/(es|s)$/u);
    shorten(/[aeio]$/u);
  }
  return stem;
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{M}'’]+/gu) ?? [];

function foodStems(line: string): Set<string> {
  return new Set(
    wordsOf(line)
      .map(stemOf)
      .filter((stem) => stem.length >= 3 && !KITCHEN_WORDS.has(stem)),
  );
}

/** The indexes of the lines the step mentions, in the list's order. */
export function stepIngredients(step: string, lines: readonly string[]): number[] {
  const mentioned = new Set(wordsOf(step).map(stemOf));
  return lines.flatMap((line, index) =>
    [...foodStems(line)].some((stem) => mentioned.has(stem)) ? [index] : [],
  );
}
