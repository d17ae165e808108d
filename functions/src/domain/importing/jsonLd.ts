/**
 * The JSON-LD reader (issue 32 §1): the page's `application/ld+json` scripts, the first node typed Recipe found in
 * them wherever it sits (a lone object, an array, an `@graph`, a `mainEntity`, `@type` as a list), references
 * (`{ "@id": … }`) resolved against every node of the page, and its properties read as schema.org allows them.
 * `recipeFromNode` is shared with the microdata reader, which builds the same shape.
 */
import { DomUtils } from 'htmlparser2';
import { durationMinutes } from './durations';
import { elementsWhere, type Document } from './html';
import { emptyPageRecipe, type PageRecipe } from './types';
import {
  addressOf,
  firstText,
  hasType,
  imageUrlOf,
  isNode,
  listOf,
  namesOf,
  textLines,
  wordsOf,
  yieldCount,
  type Node,
  type Resolve,
} from './values';

/** How deep a page's JSON is searched for its Recipe (a graph inside a page inside an array is 3). */
const MAX_DEPTH = 8;

/** Every object in a parsed JSON value, depth first, in document order. */
function nodesIn(value: unknown, depth = 0): Node[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item) => nodesIn(item, depth + 1));
  if (!isNode(value)) return [];
  return [value, ...Object.values(value).flatMap((child) => nodesIn(child, depth + 1))];
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // some sites leave raw line breaks and tabs inside strings; read them as spaces
    try {
      return JSON.parse(text.replace(/[\r\n\t]+/g, ' '));
    } catch {
      return null;
    }
  }
}

/** The parsed JSON-LD blocks of a page (a block that does not parse is skipped). */
export function jsonLdBlocks(document: Document): unknown[] {
  return elementsWhere(
    document,
    (element) =>
      element.name === 'script' &&
      (element.attribs.type ?? '').toLowerCase().split(';')[0]?.trim() === 'application/ld+json',
  )
    .map((script) => parseJson(DomUtils.textContent(script)))
    .filter((value) => value !== null);
}

function resolverFor(nodes: readonly Node[]): Resolve {
  const byId = new Map<string, Node>();
  for (const node of nodes) {
    const id = node['@id'];
    // a reference is a node with only its @id; the node that has more is the one it names
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  return (value) => {
    if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
}

/** The steps of recipeInstructions: a text, a list of texts, HowToSteps, HowToSections of steps, ItemLists. */
export function instructionLines(value: unknown, resolve: Resolve, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  return listOf(resolve(value)).flatMap((item) => {
    const step = resolve(item);
    if (!isNode(step)) return textLines(step);
    // a section (or a list) holds steps; its name is a heading the form has no place for
    if (step.itemListElement !== undefined) return instructionLines(step.itemListElement, resolve, depth + 1);
    if (step.steps !== undefined) return instructionLines(step.steps, resolve, depth + 1);
    return textLines(step.text ?? step.name ?? step.description);
  });
}

/** The page's recipe as a reader of schema.org properties finds it on `node`. */
export function recipeFromNode(node: Node, resolve: Resolve): PageRecipe {
  const language = firstText(node.inLanguage) || null;
  const minutes = (key: string) => durationMinutes(firstText(node[key]));
  return {
    ...emptyPageRecipe(),
    title: firstText(node.name ?? node.headline),
    description: textLines(node.description, resolve).join(' '),
    ingredients: textLines(node.recipeIngredient ?? node.ingredients, resolve),
    instructions: instructionLines(node.recipeInstructions, resolve),
    preparationTime: minutes('prepTime'),
    cookingTime: minutes('cookTime'),
    totalTime: minutes('totalTime'),
    servings: yieldCount(
      listOf(node.recipeYield).map((item) => (typeof item === 'number' ? item : firstText(item))),
    ),
    keywords: [
      ...wordsOf(node.recipeCategory, resolve),
      ...wordsOf(node.recipeCuisine, resolve),
      ...wordsOf(node.keywords, resolve),
    ],
    imageUrl: imageUrlOf(node.image, resolve),
    author: namesOf(node.author, resolve),
    siteName: namesOf(node.publisher, resolve),
    basedOn: addressOf(node.isBasedOn, resolve),
    language,
  };
}

/** The page's JSON-LD Recipe, or null when it has none. */
export function readJsonLd(document: Document): PageRecipe | null {
  const nodes = jsonLdBlocks(document).flatMap((block) => nodesIn(block));
  const recipe = nodes.find((node) => hasType(node, 'Recipe'));
  return recipe ? recipeFromNode(recipe, resolverFor(nodes)) : null;
}

/**
 * Every Recipe of a JSON-LD document (a file of its own: an object, an array, an `@graph`), each with its own
 * address (`url`, else an `@id` that is one) where it gives one.
 */
export function recipesInJsonLd(value: unknown): { recipe: PageRecipe; url: string | null }[] {
  const nodes = nodesIn(value);
  const resolve = resolverFor(nodes);
  return nodes
    .filter((node) => hasType(node, 'Recipe'))
    .map((node) => ({
      recipe: recipeFromNode(node, resolve),
      url: addressOf(node.url, resolve) ?? addressOf(node['@id'], resolve),
    }));
}
