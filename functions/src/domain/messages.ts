/**
 * The texts every group answers with (who may call, how often, what went wrong in the call itself): ours, the spec
 * names these failures without giving their words. Each domain's own texts live in its messages catalogue
 * (catalog/, recipe/, media/, profile/, content/, username.ts); platform/ and the groups only refer to them.
 */
export const CALL_MESSAGES = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired sign-in. Please sign in again.',
  /** An HTTP call without a valid app-integrity (App Check) token while enforcement is on. */
  appCheckFailed: 'This app could not be verified. Please reload the page and try again.',
  adminRequired: 'Admin access required',
  emailNotVerified: 'Email not verified yet. Please check your inbox.',
  rateLimited: 'Too many requests. Please try again later.',
  internal: 'Something went wrong. Please try again later.',
  invalidInput: 'Invalid input',
  invalidJson: 'Request body is not valid JSON',
  /** What no input may hold, whatever the call (platform/inputGuard.ts), after "Invalid {field}: ". */
  unstorableText: 'text must be valid Unicode without NUL characters',
  undecodable: 'an encoded value the call protocol cannot decode',
} as const;

/** An AI call over its limit (000 §8): how long until the caller may ask again. */
export function rateLimitWaitMessage(seconds: number): string {
  return `Rate limit exceeded. Please wait ${seconds} seconds.`;
}

export function tooDeepMessage(maxDepth: number): string {
  return `nested more than ${maxDepth} levels deep`;
}

/** A zod message that names its field ("Invalid title: …"). */
export function invalidFieldMessage(field: string, text: string): string {
  return `Invalid ${field}: ${text}`;
}

export function noRouteMessage(method: string, path: string): string {
  return `No route for ${method} ${path}`;
}

export function useMethodMessage(allowed: string): string {
  return `Use ${allowed}`;
}

/** The public site's texts (seo group): the sitemap and the recipe page when its template cannot load. */
export const SITE_MESSAGES = {
  sitemapUnavailable: 'The sitemap is unavailable for a moment. Please try again later.',
  pageBusy: 'Matkon is busy for a moment. This page reloads by itself.',
} as const;
