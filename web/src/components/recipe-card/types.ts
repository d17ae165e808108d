import type { RecipeImage } from '@domain/recipe/types';

/**
 * What a recipe card shows (spec 000 §2 "Recipe card"): the grid summaries of the mirror (RecipeSummary), the
 * related recipes and the full document all fit it. Everything but the id and the title is optional, so older
 * documents and partial answers still render.
 */
export interface RecipeCardData {
  id: string;
  title: string;
  description?: string | null;
  images?: readonly RecipeImage[] | null;
  categories?: readonly string[] | null;
  preparationTime?: number | null;
  difficulty?: string | null;
  rating?: number | null;
  cookRating?: number | null;
  cookCount?: number | null;
  views?: number | null;
  shareCount?: number | null;
  trending?: boolean | null;
  authorId?: string | null;
  authorName?: string | null;
  authorUsername?: string | null;
  language?: string | null;
  visibility?: string | null;
  /** A family of language versions' members, the original first (issue 34): the card says "Also in …". */
  languageVersions?: readonly { id: string; language: string }[] | null;
}

/** A category as cards show it: its name in the interface language and its emoji. */
export interface CategoryLabel {
  name: string;
  emoji?: string;
}

export type CategoryLookup = (id: string) => CategoryLabel | undefined;

export interface CardAuthor {
  uid: string;
  name?: string | null;
  username?: string | null;
}
