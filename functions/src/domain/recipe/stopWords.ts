/**
 * Stop words of the four content languages (English, Hebrew, French, Italian): left out of a recipe's searchTerms
 * (spec 000 §3) and counted by the language heuristic. Lower-case, written for this project.
 */
const list = (words: string): readonly string[] => words.trim().split(/\s+/);

export type StopWordLanguage = 'en' | 'he' | 'fr' | 'it';

export const STOP_WORDS: Readonly<Record<StopWordLanguage, readonly string[]>> = {
  en: list(`
    a about after all an and any are as at be been before but by can do each for from has have if in
    into is it its just more my no not of off on or our out over so some than that the their them then
    there these they this those to too until up very was we were when while will with you your
  `),
  he: list(`
    של את עם על אל או גם כי אם זה זו זאת הוא היא הם הן אני אנחנו אתה לא כל יש אין מה עד אחרי לפני כמו רק
    עוד בין אבל כך שם פה כאן מאוד היה הייתה להיות אותו אותה אותם שלי שלך שלנו וגם כדי בתוך מעל תחת אז
    לכל ועוד
  `),
  fr: list(`
    au aux avec ce ces cette dans de des du elle elles en est et il ils je jusqu la le les leur leurs
    mais ne nous ou par pas pendant plus pour puis que qui sa sans se ses son sont sur tout tous tu un
    une vos votre vous bien très être avoir comme peu
  `),
  it: list(`
    a ai al alla alle anche che come con da dal dalla dei del della delle degli dello di e ed fino gli
    il in la le lo ma molto nei nel nella non o per più poi quando quello questa questo se senza sono su
    sul sulla tutto un una uno è poco dopo ogni
  `),
};

export const STOP_WORD_SETS: Readonly<Record<StopWordLanguage, ReadonlySet<string>>> = {
  en: new Set(STOP_WORDS.en),
  he: new Set(STOP_WORDS.he),
  fr: new Set(STOP_WORDS.fr),
  it: new Set(STOP_WORDS.it),
};

const ALL_STOP_WORDS: ReadonlySet<string> = new Set(Object.values(STOP_WORDS).flat());

export function isStopWord(word: string): boolean {
  return ALL_STOP_WORDS.has(word);
}

/** Hebrew points and cantillation marks (niqqud), not the maqaf that joins words. */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF-\u05C2\u05C4-\u05C7]/g;

/**
 * Lower-case words of a text: letters and digits only, split at everything else. Hebrew niqqud is dropped, so a
 * pointed and an unpointed spelling are one word; Latin accents are kept (très, più).
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(HEBREW_MARKS, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
