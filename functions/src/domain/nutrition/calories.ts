/**
 * The offline calorie calculator (000 §4, §7 calories): each ingredient line parsed, its food found in the nutrition
 * table, its grams worked out (a stated weight first, else the quantity in its unit through the food's cup or piece
 * weight), and the energy summed; per serving from the recipe's servings. A recipe gets a number when most of its
 * measurable lines are recognised; otherwise the calculation fails (the recipe shows N/A, never a guess).
 */
import { findFood, type Food } from './foods';
import { GRAMS, MILLILITRES, parseIngredientLine, type ParsedIngredient } from './parse';

export interface IngredientCalories {
  line: string;
  food: string | null;
  grams: number | null;
  calories: number;
}

export interface CalorieEstimate {
  /** Whole recipe, rounded kcal; null when too few lines were recognised. */
  totalCalories: number | null;
  caloriesPerServing: number | null;
  recognised: number;
  measurable: number;
  lines: IngredientCalories[];
}

/** Share of measurable lines that must be recognised for a number. */
export const MIN_RECOGNISED_SHARE = 0.6;
const STICK_GRAMS = 113;
const CAN_GRAMS = 400;
const PINCH_GRAMS = 0.4;
const BUNCH_GRAMS = 50;
const HANDFUL_GRAMS = 30;

function gramsOf(parsed: ParsedIngredient, food: Food): number | null {
  if (parsed.statedGrams !== null) return parsed.statedGrams;
  const quantity = parsed.quantity ?? (parsed.unit ? 1 : null);
  const { unit } = parsed;
  if (unit && GRAMS[unit]) return (quantity ?? 1) * GRAMS[unit];
  if (unit === 'pinch') return (quantity ?? 1) * PINCH_GRAMS;
  if (unit && MILLILITRES[unit]) return ((quantity ?? 1) * MILLILITRES[unit] * food.gramsPerCup) / 240;
  if (unit === 'stick') return (quantity ?? 1) * STICK_GRAMS;
  if (unit === 'can') return (quantity ?? 1) * CAN_GRAMS;
  if (unit === 'bunch') return (quantity ?? 1) * BUNCH_GRAMS;
  if (unit === 'handful') return (quantity ?? 1) * HANDFUL_GRAMS;
  if (quantity === null) return null;
  // a food not bought by the piece (peppercorns, leaves, sprigs) counts a tablespoon a piece
  const piece = food.gramsPerPiece ?? food.gramsPerCup / 16;
  return quantity * piece * parsed.sizeFactor;
}

export function ingredientCalories(line: string): IngredientCalories & { measurable: boolean } {
  const parsed = parseIngredientLine(line);
  const food = findFood(parsed.text) ?? findFood(line);
  if (!food) return { line, food: null, grams: null, calories: 0, measurable: !parsed.negligible };
  const grams = gramsOf(parsed, food);
  const counted = grams === null || parsed.negligible ? 0 : grams;
  return {
    line,
    food: food.key,
    grams: grams === null ? null : Math.round(grams),
    calories: (counted * food.kcalPer100g) / 100,
    // a recognised food with no amount ("salt and pepper", "oil for frying") is recognised and adds nothing
    measurable: !parsed.negligible || grams !== null,
  };
}

/** A whole recipe's calories shared out per serving, rounded (a number of servings that is not positive counts as 1). */
export function perServingCalories(totalCalories: number, servings: number): number {
  return Math.round(totalCalories / (Number.isFinite(servings) && servings > 0 ? servings : 1));
}

export function estimateRecipeCalories(ingredients: readonly string[], servings: number): CalorieEstimate {
  const lines = ingredients.map((line) => line.trim()).filter(Boolean);
  const results = lines.map(ingredientCalories);
  const measurable = results.filter((result) => result.measurable);
  const recognised = measurable.filter((result) => result.food !== null).length;
  const total = results.reduce((sum, result) => sum + result.calories, 0);
  const enough = measurable.length > 0 && recognised / measurable.length >= MIN_RECOGNISED_SHARE && total > 0;
  return {
    totalCalories: enough ? Math.round(total) : null,
    caloriesPerServing: enough ? perServingCalories(total, servings) : null,
    recognised,
    measurable: measurable.length,
    lines: results.map(({ measurable: _measurable, ...result }) => result),
  };
}
