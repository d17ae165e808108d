/**
 * Reading schema.org values as pages write them (JSON-LD, and microdata turned into the same shape): a property may
 * be a value or a list of values, a text or an object (`{ "@type": "Person", "name": … }`, `{ "url": … }`), or a
 * reference to another node of the page's graph (`{ "@id": "#author" }`, resolved by the caller's `resolve`).
 */
import { markupLines, markupText } from './html';

export type Node = Record<string, unknown>;
export type Resolve = (value: unknown) => unknown;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** A node's types without their vocabulary ("schema:Recipe", "http://schema.org/Recipe" → Recipe). */
export const typesOf = (node: Node): string[] =>
  listOf(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:#]/, ''));

export const hasType = (node: Node, type: string): boolean => typesOf(node).includes(type);

/** The first text of a value on one line: a string, a number, or an object's name/text/url. */
export function firstText(value: unknown, resolve: Resolve = (v) => v): string {
  for (const item of listOf(resolve(value))) {
    const text = textOfValue(resolve(item));
    if (text) return text;
  }
  return '';
}

function textOfValue(value: unknown): string {
  if (typeof value === 'string') return markupText(value);
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return firstText(value.name ?? value.text ?? value['@value'] ?? value.url);
  return '';
}

/** Every text of a value, a line each (a string with several lines or an HTML list gives several). */
export function textLines(value: unknown, resolve: Resolve = (v) => v): string[] {
  return listOf(resolve(value)).flatMap((item) => {
    const resolved = resolve(item);
    if (typeof resolved === 'string') return markupLines(resolved);
    const text = textOfValue(resolved);
    return text ? [text] : [];
  });
}

/** Comma-separated words ("Dinner, Italian") or a list of them. */
export const wordsOf = (value: unknown, resolve?: Resolve): string[] =>
  textLines(value, resolve).flatMap((line) =>
    line
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  );

/** The names of people or organisations ("Heidi Swanson", or several joined with commas). */
export const namesOf = (value: unknown, resolve: Resolve): string =>
  listOf(resolve(value))
    .map((item) => firstText(item, resolve))
    .filter(Boolean)
    .join(', ');

/** The first address an image value holds: a string, an ImageObject's url or contentUrl, or a list of them. */
export function imageUrlOf(value: unknown, resolve: Resolve): string | null {
  for (const item of listOf(resolve(value))) {
    const image = resolve(item);
    if (typeof image === 'string' && image.trim()) return image.trim();
    if (isNode(image)) {
      const url = imageUrlOf(image.url ?? image.contentUrl, resolve);
      if (url) return url;
    }
  }
  return null;
}

/** The address of a reference (`isBasedOn`): a string, or a node's url or @id. */
export function addressOf(value: unknown, resolve: Resolve): string | null {
  for (const item of listOf(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    const node = resolve(item);
    if (isNode(node)) {
      const url = node.url ?? node['@id'];
      if (typeof url === 'string' && url.trim()) return url.trim();
    }
  }
  return null;
}

const COUNT = /\d+/;

/** Servings from a yield: a number, "8 servings", "Serves 4-6" (the first number), or the first list item with one. */
export function yieldCount(value: unknown): number | null {
  for (const item of listOf(value)) {
    if (typeof item === 'number' && Number.isFinite(item) && item > 0) return Math.round(item);
    const found = typeof item === 'string' ? COUNT.exec(item) : null;
    if (found && Number(found[0]) > 0) return Number(found[0]);
  }
  return null;
}
