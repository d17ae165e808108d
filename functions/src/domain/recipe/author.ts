/**
 * A recipe's author (000 §3 "authorId (also carried as userId)"): authorId, else the legacy userId, else '' (no
 * author: nobody's own recipe). Every reader of a recipe document asks this, never the fields themselves.
 */
export function recipeAuthorId(recipe: Readonly<Record<string, unknown>>): string {
  if (typeof recipe.authorId === 'string' && recipe.authorId !== '') return recipe.authorId;
  return typeof recipe.userId === 'string' ? recipe.userId : '';
}
