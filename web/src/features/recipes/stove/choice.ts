import { RECIPE_LANGUAGES, type RecipeLanguage } from '@domain/recipe/types';
import type { RewrittenLine, UnitSystem } from '@domain/cooking/rewrite';

/**
 * What a cook chose for a recipe at the stove (issue 31): how many servings and which units. The recipe page, cook
 * mode and print read the same choice: servings from the address (`?servings=8`, so a shared link shows the same
 * amounts), units from this device (remembered across recipes). Pure: the hook in useStoveChoice.ts holds the state;
 * the lines themselves are rewritten in lines.ts, a chunk of its own (it carries the nutrition table).
 */
export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 100;
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['asWritten', 'metric', 'us'];
export const UNITS_STORAGE_KEY = 'matkon.units';

export type { UnitSystem, RewrittenLine };

/** The recipe's own servings, or null when it states none (then nothing scales). */
export function baseServings(servings: unknown): number | null {
  return typeof servings === 'number' && Number.isFinite(servings) && servings >= 1
    ? Math.round(servings)
    : null;
}

/** A typed or linked servings count, whole and within 1–100; anything else is null (the recipe's own then). */
export function readServings(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const servings = Number(value);
  return servings >= SERVINGS_MIN && servings <= SERVINGS_MAX ? servings : null;
}

export function clampServings(servings: number): number {
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(servings)));
}

/** Metric for he, fr and it readers; as the cook wrote it for en (issue 31 §2). */
export function defaultUnits(interfaceLanguage: string): UnitSystem {
  return interfaceLanguage.slice(0, 2) === 'en' ? 'asWritten' : 'metric';
}

export function isUnitSystem(value: unknown): value is UnitSystem {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The language a recipe's lines are read in: its own, else the interface's, else English. */
export function linesLanguage(recipeLanguage: unknown, interfaceLanguage: string): RecipeLanguage {
  const isRecipeLanguage = (code: unknown): code is RecipeLanguage =>
    typeof code === 'string' && (RECIPE_LANGUAGES as readonly string[]).includes(code);
  if (isRecipeLanguage(recipeLanguage)) return recipeLanguage;
  const ui = interfaceLanguage.slice(0, 2);
  return isRecipeLanguage(ui) ? ui : 'en';
}

export interface StoveChoice {
  /** The servings shown; the recipe's own when it states some and none was chosen. */
  servings: number | null;
  base: number | null;
  units: UnitSystem;
  language: RecipeLanguage;
}

/** How many times the recipe's amounts: 1 when the recipe states no servings. */
export function factorOf(choice: Pick<StoveChoice, 'servings' | 'base'>): number {
  return choice.base && choice.servings ? choice.servings / choice.base : 1;
}

/** A recipe's ingredient or instruction list as its non-empty lines (an answer is read defensively). */
export function recipeLines(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** The cook mode or print view of a recipe for the same choice: the servings go along when they are not its own. */
export function stovePath(
  recipeId: string,
  screen: 'cook' | 'print',
  choice: Pick<StoveChoice, 'servings' | 'base'>,
): string {
  const path = `/recipe/${encodeURIComponent(recipeId)}/${screen}`;
  return choice.servings !== null && choice.servings !== choice.base
    ? `${path}?servings=${choice.servings}`
    : path;
}

/** The calories of the servings shown, from the per-serving figure ("1,840 kcal for 8 servings"). */
export function caloriesFor(perServing: number, servings: number): number {
  return Math.round(perServing * servings);
}

/** An ingredient line as the recipe page shows it: rewritten (lines.ts), or as written until that code is here. */
export interface ShownIngredient extends Omit<RewrittenLine, 'status'> {
  status: RewrittenLine['status'] | 'asWritten';
  /** The weight of a measured volume and where it goes in the line ("480 ml (250 g) flour"), or null. */
  weight: { at: number; text: string } | null;
}

export interface ShownLines {
  ingredients: ShownIngredient[];
  instructions: string[];
}

/** The lines as the cook wrote them, before the rewriting code has loaded. */
export function linesAsWritten(ingredients: readonly string[], instructions: readonly string[]): ShownLines {
  return {
    ingredients: ingredients.map((text) => ({
      text,
      status: 'asWritten',
      exact: null,
      exactText: null,
      grams: null,
      weight: null,
    })),
    instructions: [...instructions],
  };
}
