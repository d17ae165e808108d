/**
 * A page's HTML as the readers see it (issue 32 §1): parsed by htmlparser2 (decision 0062), entities decoded, and
 * its readable text as lines: a block element (a paragraph, a list item, a heading, a row) starts a line, an inline
 * one (bold, a link) does not, whitespace is normalised, and what is not the page's content (scripts, styles,
 * navigation, forms) is left out.
 */
import { decode } from 'html-entities';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

export type { Document, Element };

export const parseHtml = (html: string): Document => parseDocument(html, { decodeEntities: true });

/**
 * One line of a page's readable text; `heading` when an h1–h6 holds it (the text reader ends a list there), `item`
 * when a list item does (it is never a heading: "Preparation of the dough" as a step stays a step).
 */
export interface TextLine {
  readonly text: string;
  readonly heading: boolean;
  readonly item: boolean;
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'iframe',
  'head',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'body',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
const HEADING = /^h[1-6]$/;

/** Whitespace of any kind (no-break spaces included) as one space, trimmed. */
export const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The readable lines under `nodes` (a document, an element's children). */
export function readableLines(nodes: readonly AnyNode[], skipped: ReadonlySet<string> = SKIPPED): TextLine[] {
  const lines: TextLine[] = [];
  let current = '';
  let heading = false;
  let item = false;
  const flush = () => {
    const text = normaliseSpace(current);
    if (text) lines.push({ text, heading, item });
    current = '';
    heading = false;
    item = false;
  };
  const walk = (node: AnyNode, inHeading: boolean, inItem: boolean) => {
    if (DomUtils.isText(node)) {
      current += node.data;
      if (node.data.trim()) {
        heading ||= inHeading;
        item ||= inItem;
      }
      return;
    }
    if (!DomUtils.isTag(node) || skipped.has(node.name)) return;
    const block = BLOCKS.has(node.name);
    if (block) flush();
    for (const child of node.children) {
      walk(child, inHeading || HEADING.test(node.name), inItem || node.name === 'li');
    }
    if (block) flush();
  };
  for (const node of nodes) walk(node, false, false);
  flush();
  return lines;
}

/** An element's text on one line. */
export const textOf = (node: AnyNode): string => normaliseSpace(DomUtils.textContent(node));

const MARKUP = /<\/?[a-z][^<>]*>/i;

/**
 * The lines a text from a page holds (a JSON-LD string, an attribute): entities decoded (twice-encoded ones
 * too, as some sites write them), markup read as HTML (an `<ol>` of steps gives a line per step; a `<b>` gives
 * nothing), and otherwise one line per line of the text.
 */
export function markupLines(value: string): string[] {
  const decoded = decode(value);
  if (MARKUP.test(decoded)) return readableLines(parseHtml(decoded).children).map((line) => line.text);
  return decoded.split(/\r?\n/).map(normaliseSpace).filter(Boolean);
}

/** A text from a page on one line (a title, a name). */
export const markupText = (value: string): string => markupLines(value).join(' ');

export const attribute = (element: Element, name: string): string | null => element.attribs[name] ?? null;

/** The elements under `root` that pass `test`, in document order. */
export const elementsWhere = (root: Document | Element, test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, root.children);

/** The content of `<meta property|name=key>` (Open Graph and the description). */
export function metaContent(document: Document, key: string): string {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === 'meta' &&
      (element.attribs.property === key || element.attribs.name === key) &&
      typeof element.attribs.content === 'string',
    document.children,
  );
  return meta ? markupText(meta.attribs.content ?? '') : '';
}
