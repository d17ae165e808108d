/**
 * Language versions' texts (issue 34, decision 0073; ours: the spec has no versions). Each refusal also carries a
 * `reason` in its details, which the web words in the reader's language (web/src/locales/<lang>/recipes.json
 * versions.errors.<reason>).
 */
import { AppError, type ErrorCode } from '../errors';
import { MAX_FAMILY_VERSIONS } from './family';

export const VERSION_MESSAGES = {
  languageNotAllowed: 'A language version can be in English, Hebrew, French, Italian, German or Arabic',
  languageTaken: 'This recipe already has a version in that language',
  familyFull: `A recipe can have at most ${MAX_FAMILY_VERSIONS} language versions`,
  onlyTheCook: 'Only the recipe’s cook can change its language versions',
  notAVersion: 'This is the original recipe: delete the recipe to remove it',
  originalHasVersions: 'This recipe has language versions: remove them first, or delete them with it',
  notInFamily: 'That is not one of this recipe’s language versions',
  keepFromOriginal: 'A version can be kept only when its original recipe is deleted',
  suggestionNotFound: 'Translation suggestion not found',
  suggestionAnswered: 'This translation suggestion was already answered',
  ownRecipe: 'This is your recipe: add a language version instead of suggesting one',
  notPublic: 'Translations can be suggested for public recipes only',
  translationUnavailable: 'Translation is unavailable right now, please try again later',
} as const;

/** The `reason` of each refusal, for the web's words. */
export const VERSION_REASONS = {
  'language-not-allowed': 'languageNotAllowed',
  'language-taken': 'languageTaken',
  'family-full': 'familyFull',
  'only-the-cook': 'onlyTheCook',
  'not-a-version': 'notAVersion',
  'original-has-versions': 'originalHasVersions',
  'not-in-family': 'notInFamily',
  'keep-from-original': 'keepFromOriginal',
  'suggestion-not-found': 'suggestionNotFound',
  'suggestion-answered': 'suggestionAnswered',
  'own-recipe': 'ownRecipe',
  'not-public': 'notPublic',
  'translation-unavailable': 'translationUnavailable',
} as const satisfies Record<string, keyof typeof VERSION_MESSAGES>;
export type VersionReason = keyof typeof VERSION_REASONS;

/** The verb phrases of "Unable to {action}: …" when the mirror refuses. */
export const VERSION_ACTIONS = {
  add: 'add the language version',
  remove: 'remove the language version',
  promote: 'keep the language version',
  suggest: 'suggest the translation',
  answer: 'answer the translation suggestion',
} as const;

/** The refusal for `reason`, its text from the catalogue and its reason in the details. */
export const versionRefused = (
  code: ErrorCode,
  reason: VersionReason,
  details: Record<string, unknown> = {},
) => new AppError(code, VERSION_MESSAGES[VERSION_REASONS[reason]], { ...details, reason });
