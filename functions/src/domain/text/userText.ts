/**
 * What every write keeps of the text a person typed (decision 0038): the text itself. Screens escape it on output
 * (React), and so do the server's HTML, JSON-LD and mails, so `5 < 6 & <b>bold</b>` is stored and shown as typed.
 * Only two fields clean more, because the spec says so:
 * - recipes (000 §5 "Recipe text cleaning", which shared recipes go through too): every markup tag stripped, text kept;
 * - collections (001 §5): script tags, javascript: and inline event handlers stripped.
 * Every rule drops control characters (never typed, and they break mails and logs) and trims.
 */
import { typedText, type UserTextOptions } from './typed';

export type TextRule =
  /** bios, names, comments and replies, notes, report descriptions, request messages: as typed. */
  | 'asTyped'
  /** 000 §5: recipe texts and tags. */
  | 'markupStripped'
  /** 001 §5: collection names, descriptions and icons. */
  | 'activeContentRemoved';

/** A tag is `<` and a letter (or `/`, `!`, `?` before one): `5 < 6`, `<3` and `a<b` stay text. */
const MARKUP_TAG = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>|<![a-z][^<>]*>|<\?[^<>]*\?>/gi;

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
const JAVASCRIPT_URL = /javascript\s*:/gi;
/** An element's tag with at least one on…= attribute in it (only inside a tag: "onion=2" is text). */
const TAG_WITH_HANDLER = /<[a-z][^<>]*\son[a-z]+\s*=[^<>]*>/gi;
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;

/** Applies `step` until nothing changes: removing one piece may join the halves of another (`<<b>b>`). */
function untilStable(text: string, step: (value: string) => string): string {
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = step(text);
  }
  return text;
}

export function stripMarkupTags(value: string): string {
  return untilStable(value, (text) => text.replace(MARKUP_TAG, ''));
}

export function removeActiveContent(value: string): string {
  return untilStable(value, (text) =>
    text
      .replace(SCRIPT_BLOCK, '')
      .replace(SCRIPT_TAG, '')
      .replace(JAVASCRIPT_URL, '')
      .replace(TAG_WITH_HANDLER, (tag) => tag.replace(EVENT_HANDLER, '')),
  );
}

const RULES: Readonly<Record<TextRule, (value: string) => string>> = {
  asTyped: (value) => value,
  markupStripped: stripMarkupTags,
  activeContentRemoved: removeActiveContent,
};

/** The text a field stores, by its rule: control characters dropped, the rule's cleaning, trimmed. */
export function userText(value: string, rule: TextRule = 'asTyped', options: UserTextOptions = {}): string {
  return typedText(RULES[rule](typedText(value)), options);
}
