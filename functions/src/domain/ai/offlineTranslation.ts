/**
 * The offline translation (issue 34, decision 0015): only what the project's own tables can say in the target
 * language. An ingredient line made of a quantity, a unit with a name in every language and a food the nutrition
 * table names (or just the food) is written in the target language, the quantity as the cook wrote it; every other
 * line (the title, the description, the steps, the tip, the tags, a line with any other word) is kept as it was and
 * marked for the cook to write.
 */
import { hasTargetUnitName, isMany, targetUnitName } from '../cooking/unitNames';
import { isolateNumbers } from '../cooking/amounts';
import { foodNamed } from '../nutrition/foods';
import { quantityAt, readableLine, unitAt } from '../nutrition/lineReader';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../recipe/types';
import type { VersionLanguage, VersionTexts } from '../recipe/family';
import type { LineToReview, RecipeTranslation } from './translation';

const isTableLanguage = (language: string): language is RecipeLanguage =>
  (RECIPE_LANGUAGES as readonly string[]).includes(language);

/** French and Italian join a unit to its food ("2 tasses de farine", "200 g di farina"); a count is not ("1 œuf"). */
function joined(amount: string, unit: string, food: string, language: RecipeLanguage): string {
  if (!unit) return [amount, food].filter(Boolean).join(' ');
  const measure = [amount, unit].filter(Boolean).join(' ');
  if (language === 'fr') return `${measure} ${/^[aeiouyhâéèêîôû]/i.test(food) ? `d'${food}` : `de ${food}`}`;
  if (language === 'it') return `${measure} di ${food}`;
  return `${measure} ${food}`;
}

/** The line in `to`, or null when the tables cannot say all of it. */
export function translateIngredientLine(written: string, to: VersionLanguage): string | null {
  if (!isTableLanguage(to)) return null;
  const { text } = readableLine(written);
  const quantity = quantityAt(text);
  const amount = quantity && !quantity.word ? text.slice(0, quantity.length).trim() : '';
  if (quantity && !amount) return null;
  let rest = text.slice(amount ? quantity?.length : 0).trim();
  const unit = unitAt(rest);
  let unitName = '';
  if (unit) {
    if (!hasTargetUnitName(unit.unit)) return null;
    unitName = targetUnitName(unit.unit, isMany(quantity?.high ?? quantity?.low ?? 1, to), to);
    rest = rest
      .slice(unit.length)
      .replace(/^[\s.]+/, '')
      .replace(/^(of|de|d'|di|del|della)\s*/i, '');
  } else if ((quantity?.high ?? quantity?.low ?? 1) > 1) {
    // "3 eggs": the table lists a food by one name, so a counted plural would read "3 ביצה"
    return null;
  }
  const food = foodNamed(rest);
  const name = food?.names[to][0];
  if (!name) return null;
  return joined(isolateNumbers(amount, to), unitName, name, to);
}

/** The recipe in `to` as far as the tables go, with every line they could not say marked. */
export function offlineTranslation(texts: VersionTexts, to: VersionLanguage): RecipeTranslation {
  const toReview: LineToReview[] = [];
  const kept = (field: 'title' | 'description' | 'recipeTip', value: string) => {
    if (value.trim()) toReview.push({ field, index: null });
    return value;
  };
  const title = kept('title', texts.title);
  const description = kept('description', texts.description);
  const ingredients = texts.ingredients.map((line, index) => {
    const translated = translateIngredientLine(line, to);
    if (translated === null) toReview.push({ field: 'ingredients', index });
    return translated ?? line;
  });
  texts.instructions.forEach((_, index) => toReview.push({ field: 'instructions', index }));
  if (texts.tags.length > 0) toReview.push({ field: 'tags', index: null });
  const recipeTip = kept('recipeTip', texts.recipeTip);
  return {
    language: to,
    source: 'offline',
    texts: {
      title,
      description,
      ingredients,
      instructions: [...texts.instructions],
      tags: [...texts.tags],
      recipeTip,
    },
    toReview,
  };
}
