/**
 * The h-recipe microformat reader (issue 32 §1; microformats.org/wiki/h-recipe, and the classic hrecipe's class
 * names): the first `h-recipe` element's properties, by their class names, turned into the schema.org shape and read
 * by the same reader as JSON-LD. h-recipe has one duration (`dt-duration`): it is the total time.
 */
import { DomUtils } from 'htmlparser2';
import { attribute, elementsWhere, readableLines, type Document, type Element } from './html';
import { recipeFromNode } from './jsonLd';
import type { PageRecipe } from './types';
import type { Node } from './values';

/** schema.org property ← the h-recipe classes (and the classic hrecipe ones) that hold it. */
const PROPERTIES: readonly (readonly [string, readonly string[]])[] = [
  ['name', ['p-name', 'fn']],
  ['recipeIngredient', ['p-ingredient', 'ingredient']],
  ['recipeInstructions', ['e-instructions', 'instructions']],
  ['description', ['p-summary', 'summary']],
  ['recipeYield', ['p-yield', 'yield']],
  ['totalTime', ['dt-duration', 'duration']],
  ['image', ['u-photo', 'photo']],
  ['author', ['p-author', 'author']],
  ['recipeCategory', ['p-category', 'category']],
];

const classesOf = (element: Element) => (element.attribs.class ?? '').trim().split(/\s+/);

function valueOf(element: Element, property: string): string {
  if (property === 'image') return attribute(element, 'src') ?? attribute(element, 'href') ?? '';
  if (property === 'totalTime') {
    return (
      attribute(element, 'datetime') ?? attribute(element, 'title') ?? readableLines([element])[0]?.text ?? ''
    );
  }
  return readableLines([element])
    .map((line) => line.text)
    .join('\n');
}

/** A nested microformat (the author's h-card): its own properties are not the recipe's. */
const isNestedRoot = (classes: readonly string[]) =>
  classes.some((name) => name.startsWith('h-') || name === 'vcard');

function itemOf(root: Element): Node {
  const node: Node = { '@type': 'Recipe' };
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (!DomUtils.isTag(child)) continue;
      const classes = classesOf(child);
      for (const [property, names] of PROPERTIES) {
        if (names.some((name) => classes.includes(name))) {
          node[property] = [...((node[property] as unknown[] | undefined) ?? []), valueOf(child, property)];
        }
      }
      if (!isNestedRoot(classes)) visit(child);
    }
  };
  visit(root);
  return node;
}

/** The page's h-recipe, or null when it has none. */
export function readHRecipe(document: Document): PageRecipe | null {
  const root = elementsWhere(document, (element) => {
    const classes = classesOf(element);
    return classes.includes('h-recipe') || classes.includes('hrecipe');
  })[0];
  return root ? recipeFromNode(itemOf(root), (value) => value) : null;
}
