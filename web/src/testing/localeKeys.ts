import { expect, it } from 'vitest';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path of a locale bundle, plural suffixes folded into the base key: two languages' sets compare. */
export function localeKeys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? localeKeys(child, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL, '')}`],
  );
}

/** A test per language of `others` (by its code): it has every key of the English bundle `en`, and no other. */
export function itHasEveryEnglishKey(en: unknown, others: Record<string, unknown>): void {
  it.each(Object.entries(others))('%s has every English key and no other', (_language, bundle) => {
    expect(new Set(localeKeys(bundle))).toEqual(new Set(localeKeys(en)));
  });
}
