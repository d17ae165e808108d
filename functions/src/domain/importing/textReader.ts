/**
 * The text reader (issue 32 §1, §3): a recipe from readable lines (a page without structured data, or a pasted
 * text), found by the headings of its lists in en, he, fr and it (headings.ts). The ingredients are the lines after
 * an ingredients heading, the steps the lines after a steps heading, each list running to the next heading; the
 * times and servings come from their label lines wherever they are. The lines before the first heading give a
 * pasted text its title and description. It invents nothing: without a list heading there is no recipe.
 */
import { RECIPE_LANGUAGES } from '../recipe/types';
import { durationMinutes } from './durations';
import { labelOf, sectionOf, undecorated, type Label, type Section } from './headings';
import type { TextLine } from './html';
import { emptyPageRecipe, type PageRecipe } from './types';
import { yieldCount } from './values';

/** A list's bullet ("• 2 eggs", "- 2 eggs", "▢ 1 cup"); a dash or star only before a space ("-1/2", "**bold**"). */
const BULLET = /^\s*(?:[•·▢□☐✓✔]|[*–—-](?=\s))\s*/u;

const ingredientLine = (text: string) => text.replace(BULLET, '').trim();
const stepLine = (text: string) => text.replace(BULLET, '').trim();

export interface TextFacts {
  /** What the page says beside its text (an HTML page's h1 and meta description); a pasted text has none. */
  readonly title?: string;
  readonly description?: string;
}

interface Marked {
  readonly line: TextLine;
  readonly section: Section | null;
  readonly label: boolean;
}

/**
 * A label's time read with the duration words of each of the four languages, the longest reading winning: a page
 * in another language may write its units in English ("2 hr 15 mins", which French words read as 15 minutes).
 */
function labelMinutes(value: string): number | null {
  const readings = RECIPE_LANGUAGES.map((language) => durationMinutes(value, language) ?? 0);
  const longest = Math.max(...readings);
  return longest > 0 ? longest : null;
}

function readLabels(lines: readonly TextLine[], recipe: PageRecipe): boolean[] {
  return lines.map(({ text }) => {
    const found = labelOf(text);
    if (!found) return false;
    const value = found.label === 'servings' ? yieldCount(found.value) : labelMinutes(found.value);
    if (value === null) return false;
    const label: Label = found.label;
    recipe[label] ??= value;
    return true;
  });
}

/** The lines of every section of `kind`, each to the next heading (a steps list also ends at a page's heading). */
function sectionLines(marked: readonly Marked[], kind: Section): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const { line, section, label } of marked) {
    if (section !== null || (inside && kind === 'instructions' && line.heading)) {
      inside = section === kind;
      continue;
    }
    if (inside && !label) lines.push(line.text);
  }
  return lines;
}

/** The recipe in `lines`, or null when no ingredients or steps heading is found. */
export function readTextLines(lines: readonly TextLine[], facts: TextFacts = {}): PageRecipe | null {
  const recipe = emptyPageRecipe();
  const labels = readLabels(lines, recipe);
  const marked: Marked[] = lines.map((line, index) => ({
    line,
    label: labels[index] ?? false,
    // the page's title ("How to make it: chickpeas") and its list items are never a list's heading
    section: labels[index] || line.item || line.text === facts.title ? null : sectionOf(line.text),
  }));
  recipe.ingredients = sectionLines(marked, 'ingredients').map(ingredientLine).filter(Boolean);
  recipe.instructions = sectionLines(marked, 'instructions').map(stepLine).filter(Boolean);
  if (recipe.ingredients.length === 0 && recipe.instructions.length === 0) return null;

  const first = marked.findIndex((entry) => entry.section !== null);
  const before = marked
    .slice(0, first)
    .filter((entry) => !entry.label)
    .map((entry) => undecorated(entry.line.text))
    .filter(Boolean);
  recipe.title = facts.title || before[0] || '';
  recipe.description = facts.description ?? before.slice(facts.title ? 0 : 1).join(' ');
  return recipe;
}

/** A pasted text's lines (no line of it is a page's heading). */
export const pastedLines = (text: string): TextLine[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => ({ text: line, heading: false, item: false }));
