/**
 * The text rule of spec 000 §5 "Recipe text cleaning" (decision 0038: the one place that says what each field keeps is
 * domain/text/userText.ts): every markup tag stripped (text kept), trimmed, cut to a maximum length. Lists drop entries that are not non-empty strings. The cut counts characters (code points), so it
 * never splits an emoji or a surrogate pair.
 */
import { userText } from '../text/userText';

export function cutText(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : characters.slice(0, max).join('').trimEnd();
}

/** A string cleaned and cut; anything else becomes ''. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return cutText(userText(value, 'markupStripped'), max);
}

/**
 * A list of cleaned, non-empty strings. `separator` lets the list arrive as one string (ingredients and
 * instructions may be newline-separated, spec 000 §3).
 */
export function cleanTextList(value: unknown, max: number, separator?: RegExp): string[] {
  const items = typeof value === 'string' && separator ? value.split(separator) : value;
  if (!Array.isArray(items)) return [];
  return items.map((item) => cleanText(item, max)).filter((item) => item.length > 0);
}

/** The same list without repeats (first occurrence kept). */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

export const LINES = /\r?\n/;
export const COMMAS_OR_LINES = /[,\n]/;

/** A text made a valid Firestore document id: no slash, not . or .., not __x__, at most 150 characters. */
export function safeDocumentId(text: string, prefix = 'id'): string {
  const id = cutText(text.replace(/\//g, '-'), 150);
  return id === '' || id === '.' || id === '..' || /^__.*__$/.test(id) ? `${prefix}-${id}` : id;
}
