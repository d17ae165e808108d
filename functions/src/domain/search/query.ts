/**
 * From what a user typed to what the database is asked: sanitising (001 §5 "Search term sanitised"), then the
 * normalised words of normalize.ts without stop words (unless the query is only stop words).
 */
import { SEARCH } from '../constants/search';
import { STOP_WORDS } from '../recipe/stopWords';
import { normalizeSearchText, searchWordsOf } from './normalize';

/** ours: a query uses at most this many words, each cut to this many characters. */
export const SEARCH_QUERY_LIMITS = { maxWords: 8, maxWordLength: 40 } as const;

const UNSAFE = /[^\p{L}\p{N}\s-]/gu;

/**
 * 001 §5: strips < > & quotes, apostrophes and everything but letters, digits, whitespace and hyphens (Hebrew
 * letters are letters); whitespace collapsed; cut to the search bar's 100 characters (the spec's maximum is not
 * shown: ours is the input's).
 */
export function sanitizeSearchTerm(raw: string): string {
  return Array.from(raw.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim())
    .slice(0, SEARCH.inputMax)
    .join('')
    .trim();
}

/**
 * A search as the history keeps it (issue 27): the text the user typed, not the sanitised query — `<script>` stays
 * `<script>` (React escapes it on output) and an emoji-only search is kept. Only control characters go, whitespace
 * collapses, and the text is cut to the search bar's 100 characters (whole code points, so no emoji is split).
 */
export function historySearchTerm(raw: string): string {
  return Array.from(
    raw
      .normalize('NFC')
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, SEARCH.inputMax)
    .join('')
    .trim();
}

const STOP = new Set(Object.values(STOP_WORDS).flat().map(normalizeSearchText));

/** The distinct normalised words to look for, stop words left out unless nothing else remains. */
export function searchQueryWords(term: string): string[] {
  const words = searchWordsOf(term).map((word) =>
    Array.from(word).slice(0, SEARCH_QUERY_LIMITS.maxWordLength).join(''),
  );
  const telling = words.filter((word) => !STOP.has(word));
  return [...new Set(telling.length > 0 ? telling : words)].slice(0, SEARCH_QUERY_LIMITS.maxWords);
}
