/**
 * Interface languages (spec 000 §1): en and he always available (bundled), fr and it loaded on demand,
 * de and ar defined but disabled. he and ar are right-to-left. Pure: no i18next, no DOM access except in
 * `detectEnvironment`, so the resolution order is unit-tested.
 */
export type LanguageCode = 'en' | 'he' | 'fr' | 'it' | 'de' | 'ar';
export type EnabledLanguage = 'en' | 'he' | 'fr' | 'it';
export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's name in itself, shown in the selector. */
  nativeName: string;
  dir: Direction;
  enabled: boolean;
  /** Bundled with the app (en, he) or loaded on demand (fr, it). */
  bundled: boolean;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', nativeName: 'English', dir: 'ltr', enabled: true, bundled: true },
  { code: 'he', nativeName: 'עברית', dir: 'rtl', enabled: true, bundled: true },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', enabled: true, bundled: false },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr', enabled: true, bundled: false },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr', enabled: false, bundled: false },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', enabled: false, bundled: false },
];

export const DEFAULT_LANGUAGE: EnabledLanguage = 'en';
export const ENABLED_LANGUAGES = LANGUAGES.filter((l) => l.enabled).map((l) => l.code as EnabledLanguage);
export const BUNDLED_LANGUAGES = LANGUAGES.filter((l) => l.bundled).map((l) => l.code as EnabledLanguage);
export const LANGUAGE_STORAGE_KEY = 'matkon.language';

/** Device time zone → language. Zones of disabled languages are listed too and skipped while disabled. */
export const TIMEZONE_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  'Asia/Jerusalem': 'he',
  'Asia/Tel_Aviv': 'he',
  Israel: 'he',
  'Europe/Paris': 'fr',
  'Europe/Monaco': 'fr',
  'America/Cayenne': 'fr',
  'America/Guadeloupe': 'fr',
  'America/Martinique': 'fr',
  'Indian/Reunion': 'fr',
  'Indian/Mayotte': 'fr',
  'Pacific/Noumea': 'fr',
  'Pacific/Tahiti': 'fr',
  'Europe/Rome': 'it',
  'Europe/Vatican': 'it',
  'Europe/San_Marino': 'it',
  'Europe/Berlin': 'de',
  'Europe/Vienna': 'de',
  'Europe/Busingen': 'de',
  'Asia/Riyadh': 'ar',
  'Asia/Dubai': 'ar',
  'Asia/Qatar': 'ar',
  'Asia/Kuwait': 'ar',
  'Asia/Bahrain': 'ar',
  'Asia/Muscat': 'ar',
  'Asia/Aden': 'ar',
  'Asia/Baghdad': 'ar',
  'Asia/Amman': 'ar',
  'Asia/Beirut': 'ar',
  'Asia/Damascus': 'ar',
  'Africa/Cairo': 'ar',
  'Africa/Tripoli': 'ar',
  'Africa/Tunis': 'ar',
  'Africa/Algiers': 'ar',
  'Africa/Casablanca': 'ar',
  'Africa/Khartoum': 'ar',
};

const ALIASES: Readonly<Record<string, LanguageCode>> = { iw: 'he' }; // legacy code some browsers still send

export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

export function isEnabledLanguage(code: unknown): code is EnabledLanguage {
  return typeof code === 'string' && (ENABLED_LANGUAGES as string[]).includes(code);
}

/** "fr-CA" → "fr", "iw" → "he", "xx" → undefined. */
export function normalizeLanguage(tag: string | null | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[base] ?? base;
  return languageInfo(code)?.code;
}

export function directionOf(code: string): Direction {
  return languageInfo(normalizeLanguage(code) ?? DEFAULT_LANGUAGE)?.dir ?? 'ltr';
}

export interface LanguageEnvironment {
  /** The page address's ?lang= (the language alternates of a public page, whose HTML the server wrote in it). */
  addressed?: string | null;
  saved?: string | null;
  timeZone?: string | null;
  browserLanguages?: readonly string[];
}

export type LanguageSource = 'address' | 'saved' | 'timezone' | 'browser' | 'default';

/**
 * Spec 000 §1 / 001 §9: saved choice → device time zone → browser language → English (enabled ones only); before
 * them all, a language the page's address names (?lang=): the server wrote the page's first view in it (decision
 * 0060), so the app starts in it too, without saving it as the visitor's choice.
 */
export function resolveLanguage(environment: LanguageEnvironment): {
  language: EnabledLanguage;
  source: LanguageSource;
} {
  const addressed = normalizeLanguage(environment.addressed);
  if (isEnabledLanguage(addressed)) return { language: addressed, source: 'address' };
  const saved = normalizeLanguage(environment.saved);
  if (isEnabledLanguage(saved)) return { language: saved, source: 'saved' };

  const zone = environment.timeZone ? TIMEZONE_LANGUAGES[environment.timeZone] : undefined;
  if (isEnabledLanguage(zone)) return { language: zone, source: 'timezone' };

  for (const tag of environment.browserLanguages ?? []) {
    const language = normalizeLanguage(tag);
    if (isEnabledLanguage(language)) return { language, source: 'browser' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

export function readSavedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function writeSavedLanguage(language: EnabledLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** What the browser tells us, for resolveLanguage. */
export function detectEnvironment(): LanguageEnvironment {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const nav = globalThis.navigator;
  const browserLanguages = nav
    ? nav.languages?.length
      ? [...nav.languages]
      : nav.language
        ? [nav.language]
        : []
    : [];
  return { addressed: addressedLanguage(), saved: readSavedLanguage(), timeZone, browserLanguages };
}

function addressedLanguage(): string | null {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  } catch {
    return null;
  }
}

/**
 * The tag language an interface language reads (spec 001 §3: tags are kept in he, it or en). A French recipe's Latin
 * tags are stored as en (functions' domain/recipe/tags.ts), so a French interface reads en too.
 */
export function tagLanguageOf(language: string): 'he' | 'it' | 'en' {
  const code = language.slice(0, 2);
  return code === 'he' || code === 'it' ? code : 'en';
}
