import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  ENABLED_LANGUAGES,
  detectEnvironment,
  directionOf,
  isEnabledLanguage,
  readSavedLanguage,
  resolveLanguage,
  writeSavedLanguage,
  type EnabledLanguage,
} from './languages';

/**
 * i18next setup. Translations live in src/locales/<language>/<namespace>.json:
 * - `common` (shell, guards, pages, toasts) is ours; `admin` and `categories` belong to their features;
 *   `content` holds the content pages' built-in texts,
 *   `accounts` the sign-in, sign-up, verification, username, profile and first-admin screens, `channel` the cook
 *   channel page, `follows` the follow button, the notification-level menu, /following and /followers.
 * - en is bundled (eager glob); he, fr and it are separate chunks fetched before the first render in that language
 *   (lazy glob), which keeps the home route's first JS within budget.
 * - Namespaces only a lazily loaded screen needs (the list in the glob below) are on demand in every language, so
 *   the home route's first JS stays within budget (DESIGN §11); their screens call `loadNamespaces` first.
 * Adding a namespace = adding the JSON files (and, if it is on demand, listing it below and in localeLoaders.ts:
 * i18n.test.ts checks that the two lists agree).
 */
type Resource = Record<string, unknown>;

const bundledFiles = import.meta.glob<Resource>(
  [
    '../locales/en/*.json',
    '!../locales/*/{admin,content,accounts,channel,recipes,search,comments,notifications,feeds,follows,images,ratings,ai,activity,favorites,links,adminData,personal,backOffice,adminAnalytics,adminCleanup,adminMonitoring,adminRecipes,adminSettings,video,print,cook,stove,pwa,importing,imports,shopping,plan}.json',
  ],
  { eager: true, import: 'default' },
);
function parsePath(path: string): { language: string; namespace: string } {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return { language: match?.[1] ?? '', namespace: match?.[2] ?? '' };
}

const resources: Record<string, Record<string, Resource>> = {};
const initialNamespaces = new Set<string>(['common']);
for (const [path, data] of Object.entries(bundledFiles)) {
  const { language, namespace } = parsePath(path);
  (resources[language] ??= {})[namespace] = data;
  initialNamespaces.add(namespace);
}

/** Namespaces loaded with the language (the rest load when a screen asks for them). */
export const INITIAL_NAMESPACES = [...initialNamespaces];

/** Reads on-demand namespaces from their lazy chunks (and answers {} for a namespace a language lacks). */
const onDemandBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // The loaders' table is a chunk of its own: an English first view never needs it.
    import('./localeLoaders')
      .then(({ onDemandFiles }) => {
        const load = onDemandFiles[`../locales/${language}/${namespace}.json`];
        return load ? load() : {};
      })
      .then(
        (data) => callback(null, data as Record<string, string>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  // the installed app's name and direction follow the interface language (a manifest per language, decision 0065)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest-${language}.webmanifest`);
}

let initPromise: Promise<typeof i18next> | undefined;

async function startI18n(language: EnabledLanguage) {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ENABLED_LANGUAGES,
      load: 'languageOnly',
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? language);
  return i18next;
}

/**
 * Initialise once with the given or the resolved language (saved → time zone → browser → en); resolves when loaded.
 * The environment is read on the first call only: the device's time zone costs an Intl formatter, and every lazy
 * screen's loader calls this.
 */
export function initI18n(chosen?: EnabledLanguage) {
  initPromise ??= startI18n(chosen ?? resolveLanguage(detectEnvironment()).language);
  return initPromise;
}

/** The interface language right now (one of the enabled ones). */
export function currentLanguage(): EnabledLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isEnabledLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language without saving the choice to the profile: for a language the profile already
 * holds (adopted at sign-in, or saved by the profile screen together with its other fields).
 */
export async function applyLanguage(language: EnabledLanguage): Promise<void> {
  await i18next.loadLanguages(language);
  if (!i18next.hasResourceBundle(language, 'common'))
    throw new Error(`Translations for ${language} are unavailable`);
  await i18next.changeLanguage(language);
  writeSavedLanguage(language);
}

/**
 * At sign-in: a browser without a saved choice takes the language saved in the user's profile (chosen on another
 * device). A choice made in this browser wins; an unknown or disabled language is ignored.
 */
export async function adoptProfileLanguage(language: string | null | undefined): Promise<void> {
  if (readSavedLanguage() || !isEnabledLanguage(language) || language === currentLanguage()) return;
  try {
    await applyLanguage(language);
  } catch (error) {
    console.warn('The profile language could not be loaded.', error);
  }
}

/** Loads namespaces (e.g. 'admin') in the current language before a screen renders; never rejects. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  try {
    await initI18n();
    await i18next.loadNamespaces(namespaces);
  } catch {
    // missing translations fall back to English keys; the screen still renders
  }
}

export { i18next };
