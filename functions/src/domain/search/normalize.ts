/**
 * Search text normalisation (DESIGN §5, issue 9 "How search must work"): the one definition both sides follow. The
 * SQL twin is `public.search_normalize` / `public.search_words_of` / `public.search_forms` in
 * supabase/migrations/20261129000500_feeds_search.sql, written from the same tables below; normalize.sql.emulator.test.ts
 * runs both on the same texts and fails when they differ.
 *
 * 1. ligatures spelled out (œ → oe, æ → ae, ß → ss);
 * 2. Latin letters with accents folded to their base letter, upper case included (Crème = creme);
 * 3. ASCII lower case (nothing else: Postgres under the C locale lowers only ASCII, and every other letter of the
 *    content languages is either folded in 2 or has no case);
 * 4. Hebrew points and cantillation marks (U+0591–U+05C7) removed;
 * 5. Hebrew final letters folded to their base forms (ך ם ן ף ץ → כ מ נ פ צ).
 * A word is then a run of a–z, 0–9 and Hebrew letters (א–ת); anything else separates words.
 */

/** Every Latin-1 and Latin Extended-A letter that folds to one ASCII letter, and that letter (same order). */
export const ACCENTED_LETTERS =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
export const PLAIN_LETTERS =
  'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz';
export const LIGATURES: readonly (readonly [string, string])[] = [
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['ß', 'ss'],
];
export const HEBREW_FINAL_LETTERS = 'ךםןףץ';
export const HEBREW_BASE_LETTERS = 'כמנפצ';
/** The one-letter prefixes that attach to a Hebrew word: and, the, in, to, from, that, as. */
export const HEBREW_PREFIX_LETTERS = 'והבלמשכ';
/** ours: at most this many prefix letters come off, and what remains keeps at least this many letters. */
export const HEBREW_PREFIX_MAX = 3;
export const HEBREW_STEM_MIN = 3;

const HEBREW_MARKS = /[\u0591-\u05C7]/g;
const NON_WORD = /[^a-z0-9\u05D0-\u05EA]+/;
const HEBREW_WORD = /^[\u05D0-\u05EA]+$/;

const fold = new Map<string, string>([
  ...Array.from(ACCENTED_LETTERS, (letter, index) => [letter, PLAIN_LETTERS[index] as string] as const),
  ...Array.from(
    HEBREW_FINAL_LETTERS,
    (letter, index) => [letter, HEBREW_BASE_LETTERS[index] as string] as const,
  ),
]);

export function normalizeSearchText(text: string): string {
  let out = text;
  for (const [from, to] of LIGATURES) out = out.split(from).join(to);
  out = Array.from(out, (char) => fold.get(char) ?? char).join('');
  out = out.replace(/[A-Z]/g, (char) => char.toLowerCase());
  return out.replace(HEBREW_MARKS, '');
}

/** The normalised words of a text, in order (repeats kept). */
export function searchWordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}

/**
 * A word and the forms it is indexed under: a Hebrew word also without its one-letter prefixes ("והבצל" → "הבצל",
 * "בצל"), as long as HEBREW_STEM_MIN letters remain.
 */
export function searchForms(word: string): string[] {
  const forms = [word];
  if (!HEBREW_WORD.test(word)) return forms;
  const letters = Array.from(word);
  for (let cut = 1; cut <= HEBREW_PREFIX_MAX && letters.length - cut >= HEBREW_STEM_MIN; cut++) {
    if (!HEBREW_PREFIX_LETTERS.includes(letters[cut - 1] as string)) break;
    forms.push(letters.slice(cut).join(''));
  }
  return forms;
}
