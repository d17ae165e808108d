/**
 * Reading a recipe from a page's HTML or a pasted text (issue 32 §1, §3): the readers in the order, JSON-LD,
 * microdata, h-recipe, then the text reader on the page's readable lines; the first that finds a recipe (a list of
 * ingredients or steps) answers. What the page says about itself (Open Graph, `<html lang>`, its address) fills what
 * the reader's find lacks.
 */
import { DomUtils } from 'htmlparser2';
import type { CatalogueCategory } from './categories';
import { importAnswer } from './draft';
import { readHRecipe } from './hRecipe';
import { metaContent, parseHtml, readableLines, textOf, type Document, type TextLine } from './html';
import { readJsonLd, recipesInJsonLd } from './jsonLd';
import { readMicrodata } from './microdata';
import { pastedLines, readTextLines, type TextFacts } from './textReader';
import type { ImportAnswer, ImportMethod, PageRecipe } from './types';
import { siteOfAddress } from './site';

export const hasRecipe = (page: PageRecipe | null): page is PageRecipe =>
  page !== null && (page.ingredients.length > 0 || page.instructions.length > 0);

/** What the text reader gets of a page: its readable lines, its h1 as the title, its meta description. */
export function pageText(document: Document): { lines: TextLine[]; facts: TextFacts } {
  const h1 = DomUtils.findOne((element) => element.name === 'h1', document.children);
  const title = h1 ? textOf(h1) : '';
  return {
    lines: readableLines(document.children),
    facts: {
      title: title || metaContent(document, 'og:title'),
      description: metaContent(document, 'description') || metaContent(document, 'og:description'),
    },
  };
}

function readText(document: Document): PageRecipe | null {
  const { lines, facts } = pageText(document);
  return readTextLines(lines, facts);
}

/** The structured readers, in the order; the text reader comes after them (the service's AI provider). */
export const STRUCTURED_READERS: readonly (readonly [
  ImportMethod,
  (document: Document) => PageRecipe | null,
])[] = [
  ['json-ld', readJsonLd],
  ['microdata', readMicrodata],
  ['h-recipe', readHRecipe],
];
const READERS = [...STRUCTURED_READERS, ['text', readText] as const];

/** An address made absolute against the page's (a relative image path); null when it is not http(s). */
function absolute(address: string | null, base: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, base || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function withPageFacts(page: PageRecipe, document: Document, url: string): PageRecipe {
  const titleElement = DomUtils.findOne((element) => element.name === 'title', document.children);
  const html = DomUtils.findOne((element) => element.name === 'html', document.children);
  return {
    ...page,
    title: page.title || metaContent(document, 'og:title') || (titleElement ? textOf(titleElement) : ''),
    description: page.description || metaContent(document, 'description'),
    imageUrl: absolute(page.imageUrl || metaContent(document, 'og:image'), url),
    siteName: page.siteName || metaContent(document, 'og:site_name') || siteOfAddress(url),
    author: page.author || metaContent(document, 'author'),
    language: page.language ?? html?.attribs.lang ?? null,
  };
}

/** The recipe on a page, or null when none of the readers finds one. */
export function readRecipePage(
  html: string,
  url: string,
  catalogue: readonly CatalogueCategory[] = [],
): ImportAnswer | null {
  return readRecipeDocument(parseHtml(html), url, catalogue);
}

/** A page saved to a file: its address is the one it names as its own (canonical link, og:url), when it names one. */
export function readSavedPage(html: string): ImportAnswer | null {
  const document = parseHtml(html);
  const canonical = DomUtils.findOne(
    (element) =>
      element.name === 'link' &&
      (element.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') &&
      !!element.attribs.href,
    document.children,
  );
  const own = absolute(canonical?.attribs.href ?? metaContent(document, 'og:url'), '');
  return readRecipeDocument(document, own ?? '');
}

/** Every recipe of a JSON-LD document (decision 0071: a `.json` file), read as a page's JSON-LD is. */
export function readRecipeJsonLd(value: unknown): ImportAnswer[] {
  return recipesInJsonLd(value)
    .filter(({ recipe }) => hasRecipe(recipe))
    .map(({ recipe, url }) => {
      const address = absolute(url, '') ?? '';
      const page = { ...recipe, siteName: recipe.siteName || (address && siteOfAddress(address)) };
      return importAnswer(page, { method: 'json-ld', url: address, catalogue: [] });
    });
}

function readRecipeDocument(
  document: Document,
  url: string,
  catalogue: readonly CatalogueCategory[] = [],
): ImportAnswer | null {
  for (const [method, reader] of READERS) {
    const page = reader(document);
    if (hasRecipe(page)) return importAnswer(withPageFacts(page, document, url), { method, url, catalogue });
  }
  return null;
}

/** The recipe in a pasted text, or null when the text reader finds no list of ingredients or steps in it. */
export function readRecipeText(
  text: string,
  catalogue: readonly CatalogueCategory[] = [],
): ImportAnswer | null {
  const page = readTextLines(pastedLines(text));
  return hasRecipe(page) ? importAnswer(page, { method: 'text', url: '', catalogue }) : null;
}
