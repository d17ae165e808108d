/**
 * The microdata reader (issue 32 §1): the first element with `itemscope` and an `itemtype` of schema.org/Recipe,
 * its `itemprop`s turned into the JSON-LD shape (a nested `itemscope` becomes a nested node) and read by the same
 * schema.org reader as JSON-LD. A property's value is what microdata says it is: `content`, a time's `datetime`, a
 * link's `href`, an image's `src`, else the element's text with its lines kept (an instructions list gives a step
 * per item).
 */
import { DomUtils } from 'htmlparser2';
import { attribute, elementsWhere, readableLines, type Document, type Element } from './html';
import { recipeFromNode } from './jsonLd';
import type { PageRecipe } from './types';
import type { Node } from './values';

const URL_PROPERTY: Readonly<Record<string, string>> = {
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
};

const isRecipeScope = (element: Element) =>
  element.attribs.itemscope !== undefined &&
  /schema\.org\/Recipe$/i.test((element.attribs.itemtype ?? '').trim());

function valueOf(element: Element): unknown {
  if (element.attribs.itemscope !== undefined) return itemOf(element);
  const content = attribute(element, 'content');
  if (content !== null) return content;
  if (element.name === 'time' && element.attribs.datetime) return element.attribs.datetime;
  const urlAttribute = URL_PROPERTY[element.name];
  if (urlAttribute) return attribute(element, urlAttribute) ?? '';
  if (element.name === 'data' || element.name === 'meter') return attribute(element, 'value') ?? '';
  return readableLines([element])
    .map((line) => line.text)
    .join('\n');
}

/** The properties of one item: its own itemprops, not those of the items nested in it. */
function itemOf(scope: Element): Node {
  const node: Node = { '@type': (scope.attribs.itemtype ?? '').trim().split(/\s+/) };
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (!DomUtils.isTag(child)) continue;
      const names = (child.attribs.itemprop ?? '').trim().split(/\s+/).filter(Boolean);
      for (const name of names)
        node[name] = [...((node[name] as unknown[] | undefined) ?? []), valueOf(child)];
      if (child.attribs.itemscope === undefined) visit(child);
    }
  };
  visit(scope);
  return node;
}

/** The page's microdata Recipe, or null when it has none. */
export function readMicrodata(document: Document): PageRecipe | null {
  const scope = elementsWhere(document, isRecipeScope)[0];
  return scope ? recipeFromNode(itemOf(scope), (value) => value) : null;
}
