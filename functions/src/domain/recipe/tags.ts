/**
 * Tags (spec 000 §5, 001 §3 "Tag", §9 "Tags"): a recipe's tags are cleaned (markup stripped, trimmed, at most 30
 * characters), lower-cased and never repeated; each tag is a document tags/{tagId} counting the recipes that use it
 * and keeping the last 100 of their ids.
 */
import { RECIPE_CLEANING_MAX_LENGTH } from '../constants/recipe';
import { TAGS } from '../constants/social';
import { COMMAS_OR_LINES, cleanTextList, safeDocumentId } from './text';
import type { TagDoc } from './types';

/** ours: the spec caps tags only on shared recipes (10); every tag is a document written in the recipe's commit. */
export const MAX_TAGS_PER_RECIPE = 20;

export interface TagEntry {
  /** Lower-cased: the stored tag and the recipe's tags[] entry. */
  readonly tag: string;
  /** As the author typed it (cleaned), for display. */
  readonly displayName: string;
}

/**
 * Cleaned tags with their display form; a list, or one string separated by commas or newlines. Cleaning is
 * lenient and keeps the first `limit`; a form that sends more is refused before it (tooManyTags, schema.ts).
 */
export function tagEntries(value: unknown, limit = MAX_TAGS_PER_RECIPE): TagEntry[] {
  const seen = new Set<string>();
  const entries: TagEntry[] = [];
  for (const cleaned of cleanTextList(value, RECIPE_CLEANING_MAX_LENGTH.tag, COMMAS_OR_LINES)) {
    const displayName = cleaned.replace(/^#+/, '').replace(/\s+/g, ' ').trim();
    const tag = displayName.toLowerCase();
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    entries.push({ tag, displayName });
    if (entries.length === limit) break;
  }
  return entries;
}

/** More distinct tags than a recipe may have (the form refuses them rather than dropping the extra silently). */
export function exceedsTagLimit(value: unknown): boolean {
  return tagEntries(value, MAX_TAGS_PER_RECIPE + 1).length > MAX_TAGS_PER_RECIPE;
}

export function cleanTags(value: unknown): string[] {
  return tagEntries(value).map((entry) => entry.tag);
}

/** The document id of a tag: the tag itself, made a valid Firestore id. */
export function tagId(tag: string): string {
  return safeDocumentId(tag, 'tag');
}

const HEBREW = /[\u0590-\u05FF]/;
const LATIN = /[a-z\u00C0-\u024F]/i;

/**
 * A tag's language, one of he, it, en (001 §3): Hebrew script is he; otherwise the recipe's language when it is one
 * of the three; otherwise Latin script is en; anything else falls back to the spec's default, he.
 */
export function tagLanguage(tag: string, recipeLanguage: string | null | undefined): string {
  if (HEBREW.test(tag)) return 'he';
  if (recipeLanguage && TAGS.languages.includes(recipeLanguage)) return recipeLanguage;
  if (LATIN.test(tag)) return 'en';
  return TAGS.defaultLanguage;
}

/** A tag document's fields (tags/{tagId}) without the mirror's version. */
export type TagFields = Omit<TagDoc, 'version'>;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

/** The tag after a recipe started using it: count + 1, the recipe id last in the capped list. */
export function tagAfterIncrement(
  existing: Record<string, unknown> | null,
  entry: TagEntry,
  recipeId: string,
  recipeLanguage: string | null | undefined,
  now: string,
): TagFields {
  const recipes = [...ids(existing?.recipes).filter((id) => id !== recipeId), recipeId].slice(
    -TAGS.recipesPerTagMax,
  );
  const { version: _version, ...rest } = existing ?? {};
  return {
    ...rest,
    tag: entry.tag,
    displayName:
      typeof existing?.displayName === 'string' && existing.displayName
        ? existing.displayName
        : entry.displayName,
    language:
      typeof existing?.language === 'string' && existing.language
        ? existing.language
        : tagLanguage(entry.tag, recipeLanguage),
    count: count(existing?.count) + 1,
    lastUsed: now,
    createdAt: typeof existing?.createdAt === 'string' ? existing.createdAt : now,
    recipes,
  };
}

/**
 * The tag after a recipe stopped using it: count − 1 and the id out of the list; null (delete the document) when no
 * recipe uses it any more, so a removed recipe leaves no empty tag behind.
 */
export function tagAfterDecrement(existing: Record<string, unknown>, recipeId: string): TagFields | null {
  const remaining = count(existing.count) - 1;
  if (remaining <= 0) return null;
  const { version: _version, ...rest } = existing;
  return {
    ...(rest as TagFields),
    count: remaining,
    recipes: ids(existing.recipes).filter((id) => id !== recipeId),
  };
}

/** How one tag is touched when a version is promoted into the original's document (decision 0076). */
export interface TagPromotion {
  readonly originalId: string;
  readonly versionId: string;
  /** The tag was the original's own (in its old language). */
  readonly inOriginal: boolean;
  /** The tag is the promoted version's: the entry to count under the original's id, or null. */
  readonly versionEntry: TagEntry | null;
  readonly language: string | null | undefined;
  readonly now: string;
}

/**
 * The tag after a promotion: the version's tags are counted under the original's id instead of the version's (the
 * same recipe moved, so the count and the last use stay), the original's old tags it no longer has count one recipe
 * fewer, and a tag both had counts the one recipe once. Null deletes the document (nobody uses it any more).
 */
export function tagAfterPromotion(
  existing: Record<string, unknown> | null,
  move: TagPromotion,
): TagFields | null {
  const { originalId, versionId, versionEntry } = move;
  if (!existing)
    return versionEntry && tagAfterIncrement(null, versionEntry, originalId, move.language, move.now);
  const { version: _version, ...rest } = existing;
  if (!versionEntry) return move.inOriginal ? tagAfterDecrement(existing, originalId) : (rest as TagFields);
  const others = ids(existing.recipes).filter((id) => id !== versionId && id !== originalId);
  return {
    ...(rest as TagFields),
    count: Math.max(1, count(existing.count) - (move.inOriginal ? 1 : 0)),
    recipes: [...others, originalId].slice(-TAGS.recipesPerTagMax),
  };
}

/** Tags added and removed by an edit (000 §4: "tag changes are tracked as additions and removals"). */
export function tagChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: after.filter((tag) => !before.includes(tag)),
    removed: before.filter((tag) => !after.includes(tag)),
  };
}

/** A recipe as far as counting a tag's cooks goes. */
export interface TagRecipe {
  readonly authorId?: unknown;
  readonly visibility?: unknown;
}

/** How many different cooks use a tag on public recipes (decision 0040). */
export function publicCooksOf(recipes: readonly (TagRecipe | null | undefined)[]): number {
  const cooks = new Set<string>();
  for (const recipe of recipes) {
    if (recipe?.visibility === 'public' && typeof recipe.authorId === 'string') cooks.add(recipe.authorId);
  }
  return cooks.size;
}

/** Decision 0040: a tag trends, and counts as popular, once enough different cooks use it on public recipes. */
export function tagTrends(publicCooks: number): boolean {
  return publicCooks >= TAGS.minCooksToTrend;
}
