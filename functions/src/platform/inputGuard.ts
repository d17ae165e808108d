/**
 * What no call's input may hold, whatever its schema (issue 8 §2: each was a 5xx found by fuzzing the contracts):
 * - text no store can hold: a lone UTF-16 surrogate (JSON lets a client send `"\ud800"`; neither Firestore nor
 *   Postgres takes it) or a NUL character (Postgres text cannot hold U+0000; the mirror write failed as a 503);
 * - nesting deeper than any input needs (the callable protocol's decoder recurses once per level and overflowed
 *   the stack: a 500);
 * - for callables, an `@type` object the protocol's decoder cannot decode (it threw: a 500).
 * parseInput (platform/errors.ts) refuses them before any schema runs, naming the field.
 */

import { CALL_MESSAGES, tooDeepMessage } from '../domain/messages';

/** Firestore itself stops at 20 levels; no input of ours comes near either. */
export const MAX_INPUT_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The protocol's own encodings of 64-bit integers (firebase-functions decodes these and throws on any other). */
const DECODABLE_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text with every lone surrogate replaced by U+FFFD, e.g. to name a malformed key in a message. */
export function toWellFormedText(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

export interface InputProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

const MESSAGES = {
  text: CALL_MESSAGES.unstorableText,
  depth: tooDeepMessage(MAX_INPUT_DEPTH),
  encoded: CALL_MESSAGES.undecodable,
} as const;

interface Pending {
  readonly value: unknown;
  readonly key: string | number | null;
  readonly parent: Pending | null;
  readonly depth: number;
}

function pathOf(node: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Pending | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

function undecodable(object: Record<string, unknown>): boolean {
  const type = object['@type'];
  if (!type) return false;
  return !(
    typeof type === 'string' &&
    DECODABLE_TYPES.has(type) &&
    !Number.isNaN(parseFloat(String(object.value)))
  );
}

/**
 * The first problem in an input, or null. Walks with its own stack and parent links (no path copied per level), so
 * a deeply nested body costs neither the call stack nor quadratic memory. A malformed key is named with its lone
 * surrogates shown as U+FFFD. `callable`: also refuse what the callable protocol cannot decode.
 */
export function findInputProblem(value: unknown, options: { callable?: boolean } = {}): InputProblem | null {
  const pending: Pending[] = [{ value, key: null, parent: null, depth: 0 }];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const node = pending.pop() as Pending;
    const current = node.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path: pathOf(node), message: MESSAGES.text };
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (node.depth >= MAX_INPUT_DEPTH) return { path: pathOf(node), message: MESSAGES.depth };
    if (options.callable && !Array.isArray(current) && undecodable(current as Record<string, unknown>)) {
      return { path: pathOf(node), message: MESSAGES.encoded };
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index): [number, unknown] => [index, item])
      : Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string | number, unknown];
      if (typeof key === 'string' && !isStorableText(key)) {
        return { path: [...pathOf(node), toWellFormedText(key)], message: MESSAGES.text };
      }
      pending.push({ value: item, key, parent: node, depth: node.depth + 1 });
    }
  }
  return null;
}
