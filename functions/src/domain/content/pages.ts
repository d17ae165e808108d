/**
 * Content pages (spec 002 §3 "Content item", §7 "Content", §9 "Content"). A content item is unique per
 * content_type + language and lives at content/{content_type}_{language}.
 */
export const CONTENT_TYPES = [
  'terms_of_use',
  'privacy_policy',
  'about_us',
  'contact_info',
  'user_verification',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_LANGUAGES = ['en', 'he'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const CONTENT_COLLECTION = 'content';
export const CONTENT_PREVIEW_LENGTH = 150;

/** The page path segments of GET /api/content/{page} and the type each one shows. */
export const CONTENT_PAGES = {
  terms: 'terms_of_use',
  'privacy-policy': 'privacy_policy',
  'about-us': 'about_us',
  'contact-us': 'contact_info',
  'user-verification': 'user_verification',
} as const satisfies Record<string, ContentType>;
export type ContentPage = keyof typeof CONTENT_PAGES;

/** content/{content_type}_{language}: field names as in the spec. updated_at is an ISO string. */
export interface ContentDoc {
  content_type: ContentType;
  language: ContentLanguage;
  title: string;
  content: string;
  updated_at: string;
  version: number;
}

/** GET /api/content/{page}: the stored text, or `{ fallback: true }` so the page shows its built-in text. */
export type ContentPageResponse =
  { fallback: false; title: string; content: string; updatedAt: string } | { fallback: true };

export function contentDocId(type: ContentType, language: ContentLanguage): string {
  return `${type}_${language}`;
}

export function isContentPage(value: string): value is ContentPage {
  return Object.prototype.hasOwnProperty.call(CONTENT_PAGES, value);
}

export function isContentLanguage(value: string): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

export const CONTENT_MESSAGES = {
  /** ours */
  unknownPage: 'Unknown content page',
  /** ours */
  unknownLanguage: 'Language must be en or he',
} as const;
