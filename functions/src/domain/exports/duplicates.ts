/**
 * The duplicate rule of a file import (issue 32 §2): a recipe is skipped when one of the cook's recipes has the same
 * source address, or the same title and the same ingredients (compared without case, spacing or order of lines).
 */
export type DuplicateReason = 'same-source' | 'same-recipe';

export interface KnownRecipe {
  id: string;
  title: string;
  ingredients: readonly string[];
  sourceUrl?: string | null;
}

const normal = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The address compared: no fragment, no trailing slash, the host in lower case (URL does that). */
export function sourceKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url.trim();
  }
}

export const contentKey = (title: string, ingredients: readonly string[]): string =>
  [normal(title), ...ingredients.map(normal).sort()].join('\n');

/** The cook's recipes as the rule reads them; add() takes each imported one, so a file's repeats are caught too. */
export class DuplicateIndex {
  private readonly sources = new Map<string, string>();
  private readonly contents = new Map<string, string>();

  constructor(known: readonly KnownRecipe[] = []) {
    known.forEach((recipe) => this.add(recipe));
  }

  add(recipe: KnownRecipe): void {
    if (recipe.sourceUrl) this.sources.set(sourceKey(recipe.sourceUrl), recipe.id);
    this.contents.set(contentKey(recipe.title, recipe.ingredients), recipe.id);
  }

  find(recipe: Omit<KnownRecipe, 'id'>): { reason: DuplicateReason; recipeId: string } | null {
    const bySource = recipe.sourceUrl ? this.sources.get(sourceKey(recipe.sourceUrl)) : undefined;
    if (bySource) return { reason: 'same-source', recipeId: bySource };
    const byContent = this.contents.get(contentKey(recipe.title, recipe.ingredients));
    return byContent ? { reason: 'same-recipe', recipeId: byContent } : null;
  }
}
