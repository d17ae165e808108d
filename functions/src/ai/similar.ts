/**
 * The offline suggestions' source: recipes already in Matkon whose words match the title, through the mirror's
 * search (search_recipes: public recipes only, best first). All the title's words first; when that finds few, each
 * of its longer words alone, so "lemon chicken with rice" still finds lemon chicken and chicken with rice.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { searchQueryWords, sanitizeSearchTerm } from '../domain/search/query';
import type { SimilarRecipe, SuggestionInput } from '../platform/ai';

const WANTED = 8;
const COLUMNS = 'firebase_id, title, description, ingredients, instructions, language';

async function search(supabase: ServiceClient, words: string[]) {
  const { data, error } = await supabase
    .rpc('search_recipes', { p_words: words, p_viewer: null, p_limit: WANTED })
    .select(COLUMNS);
  if (error) throw new Error(`search_recipes: ${error.message}`);
  return data ?? [];
}

export async function similarRecipes(
  supabase: ServiceClient,
  input: SuggestionInput,
): Promise<SimilarRecipe[]> {
  const words = searchQueryWords(sanitizeSearchTerm(input.title));
  if (words.length === 0) return [];
  const rows = await search(supabase, words);
  if (rows.length < 3 && words.length > 1) {
    const singles = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
    for (const word of singles) rows.push(...(await search(supabase, [word])));
  }
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.firebase_id) && seen.add(row.firebase_id))
    .slice(0, WANTED)
    .map((row) => ({
      title: row.title,
      description: row.description,
      ingredients: row.ingredients ?? [],
      instructions: row.instructions ?? [],
      language: row.language ?? '',
    }));
}
