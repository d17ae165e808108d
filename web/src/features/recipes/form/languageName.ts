/** A content language's name in the viewer's interface language ('he' → "Hebrew" in English, "עברית" in Hebrew). */
export function languageName(code: string, interfaceLanguage: string | undefined): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage ?? 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
