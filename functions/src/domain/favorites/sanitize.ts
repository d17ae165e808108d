/**
 * 001 §5 "Input is stripped of script tags, javascript: and inline event handlers": what a collection's texts keep.
 * The screens render text, never markup; this keeps stored names clean for every other reader (admin analytics).
 */
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
const JAVASCRIPT_URL = /javascript\s*:/gi;
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;

export function sanitizeText(value: string): string {
  let text = value;
  // repeat: removing one piece may join the halves of another (`javajavascript:script:`)
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(SCRIPT_BLOCK, '')
      .replace(SCRIPT_TAG, '')
      .replace(JAVASCRIPT_URL, '')
      .replace(EVENT_HANDLER, '');
  }
  return text.trim();
}
