// The figures a script writes into a docs page live between two marker comments, so the page's prose stays
// hand-written and its numbers are only ever written by the run that measured them (`npm test` into
// docs/testing.md, `npm run bench` into docs/benchmarks.md).
import { readFileSync, writeFileSync } from 'node:fs';

export const beginMarker = (name) => `<!-- BEGIN GENERATED ${name}: written by a script, do not edit -->`;
export const endMarker = (name) => `<!-- END GENERATED ${name} -->`;

/** The page's text with the section between `name`'s markers replaced by `body`; throws when a marker is missing. */
export function replaceGenerated(text, name, body) {
  const begin = beginMarker(name);
  const end = endMarker(name);
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(`the page has no generated section "${name}" (${begin} … ${end})`);
  return `${text.slice(0, from + begin.length)}\n\n${body.trim()}\n\n${text.slice(to)}`;
}

/** Rewrites `name`'s section of the page at `path` in place. */
export function writeGenerated(path, name, body) {
  writeFileSync(path, replaceGenerated(readFileSync(path, 'utf8'), name, body));
}
