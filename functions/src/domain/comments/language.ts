/**
 * The language a comment is written in (issue 34, decision 0077): a recipe family's versions share their comments, so
 * a comment is shown on pages of other languages and keeps its own (`lang` and direction on its text). Decided once,
 * when it is posted, and stored with it. Pure: the web imports it.
 *
 * - The words decide when they can: Hebrew or Arabic script (the recipe detection's share of the letters), else the
 *   stop words of English, French and Italian with the recipe detection's notice threshold (domain/recipe/language).
 * - With no evidence ("Yum!", "👍", a name), the language the writer says they write in (the web sends its interface
 *   language), then the language of the version it was posted on; a right-to-left language only for a text that has
 *   a right-to-left letter, so a Latin-only text is never laid out right to left.
 * - Otherwise what the detection guessed (English with no evidence at all).
 */
import { detectLanguage, HEBREW_SCRIPT_SHARE, NOTICE_MIN_CONFIDENCE } from '../recipe/language';
import { languageDirection, RIGHT_TO_LEFT } from '../recipe/versionLanguages';

const ARABIC_LETTER = /[\u0620-\u064A\u0671-\u06D3]/g;
const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/g;

const countOf = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

export interface CommentLanguageContext {
  /** The language the writer says the comment is in (the create call's `language`), if any. */
  readonly stated?: string | undefined;
  /** The language of the recipe version the comment was posted on. */
  readonly version?: string | undefined;
}

export function commentLanguage(content: string, context: CommentLanguageContext): string {
  const arabic = countOf(content, ARABIC_LETTER);
  const hebrew = countOf(content, HEBREW_LETTER);
  const latin = countOf(content, LATIN_LETTER);
  if (arabic > hebrew && arabic / (arabic + hebrew + latin) >= HEBREW_SCRIPT_SHARE) return 'ar';
  const detected = detectLanguage({ description: content });
  if (detected.method === 'script') return detected.language;
  if (detected.method === 'stopwords' && detected.confidence >= NOTICE_MIN_CONFIDENCE)
    return detected.language;
  const rightToLeftLetters = arabic + hebrew > 0;
  const fits = (language: string | undefined): language is string =>
    typeof language === 'string' && language !== '' && (rightToLeftLetters || !RIGHT_TO_LEFT.has(language));
  return [context.stated, context.version].find(fits) ?? detected.language;
}

/** How a comment's text is marked up: its language and direction; a comment stored without one reads `auto`. */
export function commentTextAttributes(language: string): { lang?: string; dir: 'ltr' | 'rtl' | 'auto' } {
  if (!language) return { dir: 'auto' };
  return { lang: language, dir: languageDirection(language) };
}
