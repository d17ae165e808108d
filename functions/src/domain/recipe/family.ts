/**
 * A recipe in several languages (issue 34, decision 0073): the original and its versions are recipe documents of
 * their own, one family. Every member carries `familyId` (the original's id) and `languageVersions` (the family's
 * list, the original first); a recipe without them is a family of one. The version's own fields are its texts and
 * what is counted per page; every other field is the family's and equal on every member. Pure: the web imports it.
 */
import { detectLanguage } from './language';
import type { RecipeInput } from './schema';
import { recipeSearchTerms } from './searchTerms';
import {
  isVersionLanguage,
  languageDirection,
  languageOwnName,
  type VersionLanguage,
} from './versionLanguages';

export {
  isVersionLanguage,
  LANGUAGE_OWN_NAMES,
  languageOwnName,
  VERSION_LANGUAGES,
  type VersionLanguage,
} from './versionLanguages';

/** Issue 34: the interface languages plus two, so one member per language at most. */
export const MAX_FAMILY_VERSIONS = 6;

/** A type, not an interface: the mirror's row takes it as JSON. */
export type LanguageVersion = {
  readonly id: string;
  readonly language: string;
};

/** Who wrote an accepted suggestion (the version is the cook's; the credit is the translator's). */
export interface TranslationCredit {
  readonly uid: string;
  readonly name: string;
}

/** A version's texts: what a translation translates and a suggestion carries. */
export const VERSION_TEXT_FIELDS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'tags',
  'recipeTip',
] as const;

/**
 * A version's own fields: its texts, what is worked out from them, and what is counted per page. Every other field
 * of a member is the family's.
 */
export const VERSION_FIELDS = [
  ...VERSION_TEXT_FIELDS,
  'language',
  'detectedLanguage',
  'searchTerms',
  'calories',
  'totalCalories',
  'caloriesStatus',
  'caloriesSource',
  'caloriesCalculatedAt',
  'caloriesLastAttempt',
  'calorieCalculationAttempts',
  'views',
  'shareCount',
  'trending',
  'trendingScore',
  'createdAt',
  'lastEditedAt',
  'translatedBy',
] as const;

const OWN: ReadonlySet<string> = new Set<string>([...VERSION_FIELDS, 'version']);

/** The family's fields of a member (everything but its own fields and the protocol's version). */
export function familyFieldsOf(doc: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([field]) => !OWN.has(field)));
}

/** The family's key: the original's id, which its ratings, favorites and comments are kept under. */
export function familyKeyOf(id: string, doc: Readonly<Record<string, unknown>> | undefined): string {
  return typeof doc?.familyId === 'string' && doc.familyId ? doc.familyId : id;
}

function isLanguageVersion(value: unknown): value is LanguageVersion {
  const entry = value as Partial<LanguageVersion> | null;
  return typeof entry?.id === 'string' && entry.id !== '' && typeof entry.language === 'string';
}

/** The family's list as stored (broken entries dropped; empty for a recipe of its own). */
export function storedLanguageVersions(doc: Readonly<Record<string, unknown>>): LanguageVersion[] {
  const listed = Array.isArray(doc.languageVersions) ? doc.languageVersions.filter(isLanguageVersion) : [];
  return listed.map(({ id, language }) => ({ id, language }));
}

/** The family's members as the document lists them; a family of one lists itself. */
export function languageVersionsOf(id: string, doc: Readonly<Record<string, unknown>>): LanguageVersion[] {
  const listed = storedLanguageVersions(doc);
  return listed.length > 0
    ? listed
    : [{ id, language: typeof doc.language === 'string' ? doc.language : '' }];
}

export const isOriginal = (id: string, doc: Readonly<Record<string, unknown>>): boolean =>
  familyKeyOf(id, doc) === id;

export type VersionRefusal = 'language-not-allowed' | 'language-taken' | 'family-full';

/** Why a version in `language` cannot join the family, or null when it can. */
export function versionRefusal(
  versions: readonly LanguageVersion[],
  language: string,
): VersionRefusal | null {
  if (!isVersionLanguage(language)) return 'language-not-allowed';
  if (versions.some((member) => member.language === language)) return 'language-taken';
  if (versions.length >= MAX_FAMILY_VERSIONS) return 'family-full';
  return null;
}

export const withMember = (
  versions: readonly LanguageVersion[],
  member: LanguageVersion,
): LanguageVersion[] => [...versions, member];

export const withoutMember = (versions: readonly LanguageVersion[], id: string): LanguageVersion[] =>
  versions.filter((member) => member.id !== id);

/**
 * What stays with the original's address when a version is promoted into it (decision 0076): the page's own counts
 * (its views and shares are recorded under its id, which lives on) and its first date.
 */
export const ADDRESS_FIELDS: ReadonlySet<string> = new Set<string>([
  'views',
  'shareCount',
  'trending',
  'trendingScore',
  'createdAt',
]);

/** The version's own fields that move into the original's document when it is promoted: its words and language. */
export const PROMOTED_FIELDS: readonly string[] = VERSION_FIELDS.filter(
  (field) => !ADDRESS_FIELDS.has(field),
);

/**
 * The family's list once version `versionId` took the original's place: the original's id first, in the version's
 * language, then the other members in their order. Null when `versionId` is not a version of this family.
 */
export function promotedLanguageVersions(
  versions: readonly LanguageVersion[],
  originalId: string,
  versionId: string,
): LanguageVersion[] | null {
  const promoted = versions.find((member) => member.id === versionId);
  if (!promoted || versionId === originalId) return null;
  const others = versions.filter((member) => member.id !== versionId && member.id !== originalId);
  return [{ id: originalId, language: promoted.language }, ...others];
}

/**
 * The original's document once a version is promoted into it (issue 34, decisions 0073, 0076): its family's fields
 * and its address's counts stay, the version's own fields (PROMOTED_FIELDS) replace its own, a field the version
 * lacks is dropped rather than left in the old language, and every member lists `languageVersions`.
 */
export function promotedDoc(
  original: Readonly<Record<string, unknown>>,
  version: Readonly<Record<string, unknown>>,
  languageVersions: readonly LanguageVersion[],
  now: string,
): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(original).filter(([field]) => !PROMOTED_FIELDS.includes(field)),
  );
  const moved = Object.fromEntries(
    Object.entries(version).filter(([field]) => PROMOTED_FIELDS.includes(field)),
  );
  return { ...kept, ...moved, lastEditedAt: now, languageVersions: [...languageVersions] };
}

/** The version a reader of `interfaceLanguage` lands on: the one in that language, otherwise the original. */
export function versionForReader(
  versions: readonly LanguageVersion[],
  interfaceLanguage: string,
): LanguageVersion | null {
  return versions.find((member) => member.language === interfaceLanguage) ?? versions[0] ?? null;
}

export interface FamilyLanguage extends LanguageVersion {
  /** The language by its own name ("עברית"), or its code when it is none of VERSION_LANGUAGES. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
}

/** The language switch's list, in the family's order. */
export function familyLanguages(versions: readonly LanguageVersion[]): FamilyLanguage[] {
  return versions.map(({ id, language }) => ({
    id,
    language,
    name: languageOwnName(language),
    dir: languageDirection(language),
  }));
}

/** A version's texts, as the form or a translation gives them. */
export interface VersionTexts {
  readonly title: string;
  readonly description: string;
  readonly ingredients: readonly string[];
  readonly instructions: readonly string[];
  readonly tags: readonly string[];
  readonly recipeTip: string;
}

export interface NewVersion {
  readonly language: VersionLanguage;
  readonly familyId: string;
  readonly languageVersions: readonly LanguageVersion[];
  readonly translatedBy: TranslationCredit | null;
  /** ISO timestamp of the save. */
  readonly now: string;
}

const dietaryOf = (doc: Readonly<Record<string, unknown>>): Record<string, boolean> =>
  Object.fromEntries(
    Object.keys(doc)
      .filter((field) => /^is[A-Z]/.test(field) && doc[field] === true)
      .map((field) => [field, true]),
  );

/**
 * A new member: the family's fields from the original (photos by reference, visibility, counters with the comment
 * count…), its own texts in its language, counted per page from zero, and the calories worked out again from its
 * own lines.
 */
export function versionDoc(
  original: Readonly<Record<string, unknown>>,
  texts: VersionTexts,
  version: NewVersion,
): Record<string, unknown> {
  const categories = Array.isArray(original.categories) ? (original.categories as string[]) : [];
  const difficulty = typeof original.difficulty === 'string' ? original.difficulty : '';
  const own = {
    title: texts.title,
    description: texts.description,
    ingredients: [...texts.ingredients],
    instructions: [...texts.instructions],
    tags: [...texts.tags],
    recipeTip: texts.recipeTip,
  };
  return {
    ...familyFieldsOf(original),
    ...own,
    language: version.language,
    detectedLanguage: detectLanguage(own).language,
    searchTerms: recipeSearchTerms({ ...own, categories, difficulty, dietary: dietaryOf(original) }),
    calories: null,
    caloriesStatus: 'pending',
    views: 0,
    shareCount: 0,
    trending: false,
    trendingScore: 0,
    createdAt: version.now,
    lastEditedAt: version.now,
    familyId: version.familyId,
    languageVersions: [...version.languageVersions],
    translatedBy: version.translatedBy,
  };
}

/** A version's texts from the recipe form (the tags as their cleaned words). */
export function versionTextsOf(input: RecipeInput): VersionTexts {
  return {
    title: input.title,
    description: input.description,
    ingredients: input.ingredients,
    instructions: input.instructions,
    tags: input.tags.map((entry) => entry.tag),
    recipeTip: input.recipeTip,
  };
}
