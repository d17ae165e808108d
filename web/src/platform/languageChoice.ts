import { currentUserId } from './firebase';
import { applyLanguage } from './i18n';
import { writeSavedLanguage, type EnabledLanguage } from './languages';

// Apart from i18n.ts because it saves to the profile (profile.ts), which itself reads the current language from
// i18n.ts: here the two meet without importing each other.

/**
 * The user picked a language: load it if needed, switch, and remember the choice.
 * Throws when the language's files cannot be loaded (the caller shows a toast; nothing changes).
 */
export async function chooseLanguage(language: EnabledLanguage): Promise<void> {
  await applyLanguage(language);
  await persistLanguageChoice(language);
}

/**
 * Where a language choice is stored (spec 000 §1: "The choice is stored and also saved to the user profile"):
 * this browser (localStorage 'matkon.language') at once, and the signed-in user's profile (users-updateProfile,
 * language and preferences.language) in the background. A failed profile write only warns: the local choice
 * holds, and the next choice tries again. Signed out, or before Auth has loaded, there is no profile to write.
 */
async function persistLanguageChoice(language: EnabledLanguage): Promise<void> {
  writeSavedLanguage(language);
  if (!(await currentUserId())) return;
  void import('./profile')
    .then(({ saveProfileLanguage }) => saveProfileLanguage(language))
    .catch((error: unknown) => console.warn('The language choice could not be saved to the profile.', error));
}
