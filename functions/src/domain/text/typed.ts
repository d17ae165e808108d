/**
 * The part of the text rule (userText.ts, decision 0038) every field shares: control characters dropped (never
 * typed; they break mails and logs), trimmed, otherwise as typed. Apart, so a module on the home route (username.ts)
 * takes these few bytes without the cleaning rules.
 */

export interface UserTextOptions {
  /** A name or a tag: line breaks and runs of whitespace become one space. */
  readonly singleLine?: boolean;
}

// Control characters except tab and line feed; a carriage return is dropped, so CRLF ends up as LF.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function typedText(value: string, options: UserTextOptions = {}): string {
  const text = value.replace(CONTROL, '');
  return (options.singleLine ? text.replace(/\s+/g, ' ') : text).trim();
}
