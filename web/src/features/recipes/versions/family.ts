import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  familyKeyOf,
  familyLanguages,
  storedLanguageVersions,
  versionForReader,
  VERSION_LANGUAGES,
  type FamilyLanguage,
  type LanguageVersion,
  type VersionLanguage,
} from '@domain/recipe/family';
import { invalidateRecipe } from '@/components/recipe-card';
import type { RecipeView } from '../api';

/** The history state of a link to a version the reader chose: the page shows it, whatever their language. */
export const CHOSEN_VERSION = { chosenVersion: true } as const;

export interface RecipeFamily {
  /** The original's id (the family's key). */
  key: string;
  /** Every member, the original first; a family of one lists itself. */
  versions: FamilyLanguage[];
  /** The shown version's own entry. */
  current: FamilyLanguage;
}

/** A recipe's family as its page shows it (decision 0073: every member carries the family's list). */
export function familyOf(recipe: RecipeView): RecipeFamily {
  const doc = recipe as Readonly<Record<string, unknown>>;
  const stored = storedLanguageVersions(doc);
  const own = { id: recipe.id, language: recipe.language ?? '' };
  const versions = familyLanguages(stored.length ? stored : [own]);
  const [self] = familyLanguages([own]) as [FamilyLanguage];
  const current = versions.find((version) => version.id === recipe.id) ?? self;
  return { key: familyKeyOf(recipe.id, doc), versions, current };
}

/**
 * The version a reader of `language` who opened this recipe is moved to: the one in their interface language, when
 * the family has one and it is not this page (versionForReader, decision 0073); none when they chose this one.
 */
export function readerVersionOf(recipe: RecipeView, language: string, chosen: boolean): string | null {
  if (chosen) return null;
  const target = versionForReader(storedLanguageVersions(recipe as Record<string, unknown>), language);
  return target && target.language === language && target.id !== recipe.id ? target.id : null;
}

/** readerVersionOf for the page: the interface language, and whether the switch brought the reader here. */
export function useReaderVersion(recipe: RecipeView | null): string | null {
  const { i18n } = useTranslation();
  const location = useLocation();
  const chosen = (location.state as Partial<typeof CHOSEN_VERSION> | null)?.chosenVersion === true;
  return recipe ? readerVersionOf(recipe, (i18n.resolvedLanguage ?? 'en').slice(0, 2), chosen) : null;
}

/** After a version joined or left: every member's page lists the family again. */
export function invalidateFamily(client: QueryClient, ids: readonly string[]): Promise<void> {
  return Promise.all(ids.map((id) => invalidateRecipe(client, id))).then(() => undefined);
}

/** The languages a version may still be written in, in VERSION_LANGUAGES' order. */
export function missingLanguages(versions: readonly LanguageVersion[]): VersionLanguage[] {
  return VERSION_LANGUAGES.filter((language) => !versions.some((version) => version.language === language));
}
