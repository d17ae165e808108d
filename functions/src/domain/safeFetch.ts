/**
 * Fetching an address a user gave (issue 32 §1 "Safe fetching", docs/decisions/0061): the limits, the content types
 * a caller may ask for, the refusals and their texts. The fetching itself is platform/safeFetch/.
 */

export const SAFE_FETCH_LIMITS = {
  /** The whole chain, redirects included. */
  timeoutMs: 8000,
  maxBytes: 3 * 1024 * 1024,
  maxRedirects: 5,
} as const;

/** What a caller expects at the address: a page to read, a photo, or (YouTube's oEmbed) a JSON answer. */
export const SAFE_FETCH_CONTENT_TYPES = {
  html: ['text/html', 'application/xhtml+xml'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  json: ['application/json'],
} as const;
export type SafeFetchKind = keyof typeof SAFE_FETCH_CONTENT_TYPES;

export const SAFE_FETCH_REASONS = [
  'scheme',
  'address',
  'redirects',
  'timeout',
  'tooLarge',
  'contentType',
  'status',
  'network',
] as const;
export type SafeFetchReason = (typeof SAFE_FETCH_REASONS)[number];

/** One text per refusal (ours: issue 32 gives only the refused address's words). */
export const SAFE_FETCH_MESSAGES: Readonly<Record<SafeFetchReason, string>> = {
  scheme: 'Only http and https addresses can be imported',
  address: "This address can't be imported",
  redirects: 'This address redirects too many times',
  timeout: 'The address took too long to answer. Please try again later',
  tooLarge: 'The page at this address is too large to import',
  contentType: 'This address does not lead to something that can be imported',
  status: 'The site answered with an error. Please check the address',
  network: 'Could not reach this address. Please check it and try again',
};

/** Whether a Content-Type header names one of the kind's types (parameters such as charset aside). */
export function contentTypeAllowed(header: string | null | undefined, kind: SafeFetchKind): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (SAFE_FETCH_CONTENT_TYPES[kind] as readonly string[]).includes(type);
}
