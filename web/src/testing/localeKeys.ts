/** i18next's plural suffixes: `count_one`, `count_other` … are one key, `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path of a namespace's texts, plural suffixes folded into the base key (to compare languages). */
export function localeKeyPaths(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? localeKeyPaths(child, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL, '')}`],
  );
}
