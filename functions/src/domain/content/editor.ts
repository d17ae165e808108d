/** The Content Editor's rules (spec 002 §2 "Content Editor", §4 "Content editor", §5 "Content editor"). */
import { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  CONTENT_PREVIEW_LENGTH,
  CONTENT_TYPES,
  type ContentLanguage,
  type ContentType,
} from './pages';

export const CONTENT_EDITOR_MESSAGES = {
  /** 002 §5. */
  required: 'Title and content are required',
  /** ours: a create for a type and language that already has an item (unique per content_type + language, 002 §3) */
  alreadyExists: 'Content for this type and language already exists',
  /** ours: an update of an item that does not exist */
  notFound: 'Content not found',
  /** ours */
  unknownType: 'Unknown content type',
  /** ours: en or he (002 §9) */
  unknownLanguage: 'Language must be en or he',
  /** ours */
  titleTooLong: 'Title must be 200 characters or less',
  /** ours */
  contentTooLong: 'Content must be 50000 characters or less',
} as const;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 50_000;

/** "+ New Content" (002 §2): type terms_of_use, language en, empty title and content. */
export const NEW_CONTENT_DEFAULTS = {
  content_type: 'terms_of_use',
  language: 'en',
  title: '',
  content: '',
} as const satisfies ContentItemInput;

const required = (max: number, tooLong: string) =>
  z
    .string({ error: CONTENT_EDITOR_MESSAGES.required })
    .trim()
    .min(1, CONTENT_EDITOR_MESSAGES.required)
    .max(max, tooLong);

/** PUT and POST /api/admin/content: the values are trimmed (002 §5). */
export const contentItemInputSchema = z.object({
  content_type: z.enum(CONTENT_TYPES, { error: CONTENT_EDITOR_MESSAGES.unknownType }),
  language: z.enum(CONTENT_LANGUAGES, { error: CONTENT_EDITOR_MESSAGES.unknownLanguage }),
  title: required(CONTENT_TITLE_MAX, CONTENT_EDITOR_MESSAGES.titleTooLong),
  content: required(CONTENT_BODY_MAX, CONTENT_EDITOR_MESSAGES.contentTooLong),
});
export interface ContentItemInput {
  content_type: ContentType;
  language: ContentLanguage;
  title: string;
  content: string;
}

/** One card of the list (GET /api/admin/content). */
export interface ContentItem extends ContentItemInput {
  id: string;
  updated_at: string;
}

/** The card's snippet: the first 150 characters of the content (002 §2, §9). */
export function contentSnippet(content: string): string {
  return content.slice(0, CONTENT_PREVIEW_LENGTH);
}

/** The save button stays disabled while either field is blank after trimming, or while saving (002 §5). */
export function canSaveContent(form: { title: string; content: string }, saving: boolean): boolean {
  return !saving && form.title.trim() !== '' && form.content.trim() !== '';
}
