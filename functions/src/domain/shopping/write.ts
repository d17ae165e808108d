/**
 * A shopping line's total as a shopper reads it, in the list's language: amounts written as the cook's scaling
 * writes them (cooking/amounts.ts: 1 ⅛ cups, 300 g), unit names as its conversions name them (cooking/unitNames.ts),
 * and counts rounded up to whole items, since a shop sells no 0.8 onion.
 */
import { isolateNumbers, styleOf, writeAmount, amountKind } from '../cooking/amounts';
import { nounInNumber } from '../cooking/nouns';
import { isMany, targetUnitName, unitInNumber } from '../cooking/unitNames';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../recipe/types';
import type { ShoppingQuantity } from './merge';
import { measureKind } from './read';

/** Whole items, at least one; an amount a hair over a whole number (3.0000001) is that number. */
export const itemsToBuy = (amount: number): number => Math.max(1, Math.ceil(amount - 1e-6));

export function writeQuantity(quantity: ShoppingQuantity, language: RecipeLanguage): string {
  const style = styleOf('', language);
  const { unit } = quantity;
  if (unit !== null && measureKind(unit) !== 'count') {
    const amount = writeAmount(quantity.amount, amountKind(unit), unit, style, false);
    const name = targetUnitName(unit, isMany(amount.value, language), language);
    return `${isolateNumbers(amount.text, language)} ${name}`;
  }
  const items = itemsToBuy(quantity.amount);
  const many = isMany(items, language);
  const word = quantity.word ? unitInNumber(quantity.word, many) : null;
  const size = quantity.size ? ` (${writeQuantity(sizeQuantity(quantity.size), language)})` : '';
  return `${items}${word ? ` ${word}` : ''}${size}`;
}

function sizeQuantity(size: NonNullable<ShoppingQuantity['size']>): ShoppingQuantity {
  return {
    amount: size.value,
    unit: size.kind === 'weight' ? 'g' : 'ml',
    word: null,
    size: null,
    from: [],
    converted: false,
  };
}

/**
 * A line's name in the number its one bare count asks for ("2 lemon" is bought as lemons, "1 carrots" as carrot),
 * by the table's singular and plural pairs in whichever language names it; any other line keeps its name.
 */
export function nameInNumber(
  name: string,
  quantities: readonly Pick<ShoppingQuantity, 'amount' | 'unit' | 'word' | 'size'>[],
): string {
  const [only] = quantities;
  if (quantities.length !== 1 || !only || only.unit !== null || only.word !== null || only.size !== null)
    return name;
  const items = itemsToBuy(only.amount);
  for (const language of RECIPE_LANGUAGES) {
    const other = nounInNumber(name, isMany(items, language), language);
    if (other) return other;
  }
  return name;
}
