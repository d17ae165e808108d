/**
 * The cooks of a list of recipe rows, by id: one read of the profiles mirror (the recipe rows carry the author's id
 * only). Search results and "You might also like" show each recipe's author by name.
 */
import type { ServiceClient } from './mirror/database';
import type { RecipeRow } from './recipeRows';

export interface AuthorName {
  display_name: string;
  username: string | null;
}

export async function authorNames(
  supabase: ServiceClient,
  rows: readonly Pick<RecipeRow, 'author_id'>[],
): Promise<{ names: Map<string, AuthorName>; error: string | null }> {
  const ids = [...new Set(rows.map((row) => row.author_id))];
  if (ids.length === 0) return { names: new Map(), error: null };
  const { data, error } = await supabase
    .from('profiles')
    .select('firebase_id, display_name, username')
    .in('firebase_id', ids);
  if (error) return { names: new Map(), error: error.message };
  const found = (data ?? []) as (AuthorName & { firebase_id: string })[];
  return { names: new Map(found.map((row) => [row.firebase_id, row])), error: null };
}

/** The author fields of a card: the display name (null when unknown, so the card says so) and the username. */
export function authorFields(names: ReadonlyMap<string, AuthorName>, authorId: string) {
  const author = names.get(authorId);
  return { authorName: author?.display_name || null, authorUsername: author?.username ?? null };
}
