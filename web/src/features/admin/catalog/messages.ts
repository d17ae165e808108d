import { CATALOG_SUCCESS, CATEGORY_MESSAGES, DIETARY_OPTION_MESSAGES } from '@domain/catalog/messages';
import type { TFunction } from 'i18next';

/** Where each catalogue text of the domain lives in admin.json ("messages.<group>.<key>"). */
const GROUPS = [
  ['category', CATEGORY_MESSAGES],
  ['dietary', DIETARY_OPTION_MESSAGES],
  ['success', CATALOG_SUCCESS],
] as const;

const KEY_BY_TEXT = new Map<string, string>(
  GROUPS.flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `messages.${group}.${key}`]),
  ),
);

const IN_USE = /^Cannot delete dietary option\. (\d+) recipes are using this option\.$/;

export type SuccessKey = keyof typeof CATALOG_SUCCESS;

/**
 * The server answers with the domain's English texts (spec 002 §5, §8). Show a known text in the interface
 * language, and anything else (mirror failures, unexpected errors) as sent.
 */
export function localizeMessage(t: TFunction<'admin'>, message: string): string {
  const text = message.trim();
  const key = KEY_BY_TEXT.get(text);
  if (key) return t(key, { defaultValue: text });
  const inUse = IN_USE.exec(text);
  if (inUse) return t('messages.dietary.inUse', { count: Number(inUse[1]), defaultValue: text });
  return message;
}

export function successMessage(t: TFunction<'admin'>, key: SuccessKey): string {
  return t(`messages.success.${key}`, { defaultValue: CATALOG_SUCCESS[key] });
}
