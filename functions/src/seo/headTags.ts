/**
 * The <head> of a public recipe page: title, description, canonical, hreflang alternates (en, he, fr, it and
 * x-default through ?lang=), Open Graph, Twitter card and the JSON-LD. Every value is escaped here.
 */
import { IMAGE_SIZES } from '../domain/constants';
import { DETAIL_IMAGE_SIZES, imageSrcSet } from '../domain/media/srcset';
import type { InterfaceLanguage } from '../domain/profile/document';
import { escapeHtml, jsonForScript } from './escape';
import { recipeJsonLd } from './jsonLd';
import type { SeoRecipe } from './seoRecipe';
import { SEO_LANGUAGES, absoluteUrl, recipeAlternates, recipeUrl } from './urls';

export const SITE_NAME = 'Matkon';
export const DESCRIPTION_MAX = 160;

const OG_LOCALES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'en_US',
  he: 'he_IL',
  fr: 'fr_FR',
  it: 'it_IT',
};

export function pageTitle(recipe: SeoRecipe): string {
  return `${recipe.title} | ${SITE_NAME}`;
}

/** The recipe's description (or its ingredients) on one line, cut at 160 characters with an ellipsis. */
export function pageDescription(recipe: SeoRecipe): string {
  return descriptionLine(
    recipe.description || [recipe.title, recipe.ingredients.slice(0, 6).join(', ')].join(': '),
  );
}

/** A text on one line, cut at 160 characters with an ellipsis (a page's meta description). */
export function descriptionLine(source: string): string {
  const line = source.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= DESCRIPTION_MAX
    ? line
    : `${chars
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

export function recipeHeadTags(
  recipe: SeoRecipe,
  context: { origin: string; language: InterfaceLanguage | null },
): string {
  const canonical = recipeUrl(context.origin, recipe.id);
  const title = pageTitle(recipe);
  const description = pageDescription(recipe);
  const locale = context.language ?? SEO_LANGUAGES.find((language) => language === recipe.language) ?? 'en';
  const image = recipe.images[0];
  const imageUrl = image ? absoluteUrl(context.origin, image.sizes.full) : null;

  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const link = (attributes: Record<string, string>) =>
    `<link ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    link({ rel: 'canonical', href: canonical }),
    ...recipeAlternates(context.origin, recipe.id, recipe.languageVersions).map((alternate) =>
      link({ rel: 'alternate', ...alternate }),
    ),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', recipe.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...SEO_LANGUAGES.filter((language) => language !== locale).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    ...(imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:width', String(IMAGE_SIZES.full.width)),
          meta('property', 'og:image:height', String(IMAGE_SIZES.full.height)),
          meta('property', 'og:image:alt', recipe.title),
        ]
      : []),
    ...(recipe.createdAt ? [meta('property', 'article:published_time', recipe.createdAt)] : []),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', recipe.title),
    meta('name', 'twitter:description', description),
    ...(imageUrl
      ? [meta('name', 'twitter:image', imageUrl), meta('name', 'twitter:image:alt', recipe.title)]
      : []),
    `<script type="application/ld+json">${jsonForScript(recipeJsonLd(recipe, context.origin))}</script>`,
    // The gallery's first image is the page's largest paint: start it with the HTML, not after the app's code.
    ...(image ? [imagePreload(image.sizes)] : []),
  ];
  return tags.join('\n    ');
}

/** Same srcset and sizes as the gallery's <img> (web Gallery.tsx), so the browser uses the preloaded file. */
function imagePreload(sizes: SeoRecipe['images'][number]['sizes']): string {
  const srcset = imageSrcSet(sizes);
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(sizes.detail)}"`,
    ...(srcset ? [`imagesrcset="${escapeHtml(srcset)}"`, `imagesizes="${DETAIL_IMAGE_SIZES}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')} />`;
}

export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';
