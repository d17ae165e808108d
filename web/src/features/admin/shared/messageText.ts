import type { TFunction } from 'i18next';

/**
 * A domain message (English, the spec's words) in the screen's language: its key in `messages` names the
 * translation `<prefix>.<key>`; a text the catalogue does not know is shown as it came.
 */
export function messageText(
  messages: Readonly<Record<string, string>>,
  text: string,
  t: TFunction<'adminSettings'>,
  prefix: string,
): string {
  const key = Object.keys(messages).find((candidate) => messages[candidate] === text);
  return key ? t(`${prefix}.${key}`) : text;
}
