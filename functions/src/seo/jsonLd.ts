/**
 * schema.org Recipe JSON-LD for a public recipe (Google's Recipe rich result fields). Empty fields are left
 * out; aggregateRating only when someone rated; suitableForDiet for the dietary flags schema.org names.
 */
import { profilePath } from '../domain/username';
import { isoDuration } from './duration';
import type { SeoRecipe } from './seoRecipe';
import { absoluteUrl, recipeUrl } from './urls';

const DIETS: ReadonlyArray<[keyof SeoRecipe, string]> = [
  ['isVegan', 'https://schema.org/VeganDiet'],
  ['isVegetarian', 'https://schema.org/VegetarianDiet'],
  ['isGlutenFree', 'https://schema.org/GlutenFreeDiet'],
  ['isKosher', 'https://schema.org/KosherDiet'],
];

export function recipeJsonLd(recipe: SeoRecipe, origin: string): Record<string, unknown> {
  const prep = recipe.preparationTime;
  const cook = recipe.cookingTime;
  const total = prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
  const first = recipe.images[0];
  const images = first
    ? unique([first.sizes.full, first.sizes.detail, first.sizes.card, first.sizes.thumbnail].filter(Boolean))
    : [];
  const diets = DIETS.filter(([flag]) => recipe[flag] === true).map(([, diet]) => diet);
  const categories = recipe.categoryNames;

  return compact({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': `${recipeUrl(origin, recipe.id)}#recipe`,
    url: recipeUrl(origin, recipe.id),
    name: recipe.title,
    description: recipe.description,
    image: images.map((url) => absoluteUrl(origin, url)),
    author: recipe.authorName
      ? {
          '@type': 'Person',
          name: recipe.authorName,
          url: absoluteUrl(
            origin,
            profilePath({
              uid: recipe.authorId,
              username: recipe.authorUsername,
              displayName: recipe.authorName,
            }),
          ),
        }
      : undefined,
    datePublished: recipe.createdAt ?? undefined,
    dateModified: recipe.lastEditedAt ?? undefined,
    inLanguage: recipe.language ?? undefined,
    prepTime: prep === null ? undefined : isoDuration(prep),
    cookTime: cook === null ? undefined : isoDuration(cook),
    totalTime: total === null ? undefined : isoDuration(total),
    recipeYield: recipe.servings === null ? undefined : String(recipe.servings),
    recipeCategory: categories.length > 1 ? categories : categories[0],
    keywords: recipe.tags.join(', '),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    suitableForDiet: diets.length > 1 ? diets : diets[0],
    // issue 32: an imported recipe names the page it was adapted from
    isBasedOn: recipe.source?.url || undefined,
    ...translations(recipe, origin),
    aggregateRating:
      recipe.totalRatings > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(recipe.rating * 10) / 10,
            ratingCount: recipe.totalRatings,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

/**
 * A family in several languages (decision 0073): the original lists its versions (workTranslation), a version
 * names the original (translationOfWork) and who translated it; each by its page's @id and language.
 */
function translations(recipe: SeoRecipe, origin: string): Record<string, unknown> {
  const [original, ...versions] = recipe.languageVersions;
  if (!original || versions.length === 0) return {};
  const work = (member: { id: string; language: string }) => ({
    '@type': 'Recipe',
    '@id': `${recipeUrl(origin, member.id)}#recipe`,
    url: recipeUrl(origin, member.id),
    inLanguage: member.language,
  });
  if (original.id === recipe.id) return { workTranslation: versions.map(work) };
  return {
    translationOfWork: work(original),
    translator: recipe.translatorName ? { '@type': 'Person', name: recipe.translatorName } : undefined,
  };
}

/** Drops undefined values, empty strings and empty arrays. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
