/**
 * The hostile values the fuzzer puts in a call's fields (issue 8 §2): wrong types, unicode edge cases, extreme
 * numbers, huge and deeply nested values, prototype-pollution keys. Each has a label for the report.
 */

export type Labelled<T> = readonly [label: string, value: T];

/** Big enough to matter, small enough that a run of a few thousand calls stays quick. */
export const HUGE_LENGTH = 100_000;
export const HUGE_COUNT = 10_000;
export const DEEP_LEVELS = 5_000;

export const EDGE_STRINGS: readonly Labelled<string>[] = [
  ['empty text', ''],
  ['blank text', ' \t\n '],
  ['right-to-left marks', '\u200fשלום\u200f'],
  ['right-to-left override', '\u202eabc\u202c'],
  ['zero-width joiners', 'a\u200db\u200dc'],
  ['zero-width spaces only', '\u200b\u200b'],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u0007\u001b[31m'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['reversed surrogate pair', '\udc00\ud800'],
  ['emoji family (ZWJ)', '👩‍👩‍👧‍👦'],
  ['flag and skin tone', '🇮🇱👍🏽'],
  ['stacked combining marks', `e${'\u0301'.repeat(50)}`],
  ['byte order mark', '\ufeffx'],
  ['markup', '<script>alert(1)</script>'],
  ['path traversal', '../../etc/passwd'],
  ['percent escapes', '%00%2F%ED%A0%80'],
  ['reserved document id', '__fuzz__'],
  ['slash', 'a/b'],
  ['dot', '.'],
  ['numeric text', '1e309'],
  ['NaN as text', 'NaN'],
  ['huge text', 'x'.repeat(HUGE_LENGTH)],
  ['huge emoji text', '😀'.repeat(HUGE_LENGTH / 5)],
];

export const EDGE_NUMBERS: readonly Labelled<number>[] = [
  ['negative', -1],
  ['fraction', 0.5],
  ['huge', 1e21],
  ['huge negative', -1e21],
  ['beyond safe integers', Number.MAX_SAFE_INTEGER + 2],
  ['largest double', Number.MAX_VALUE],
  ['smallest double', Number.MIN_VALUE],
];

/** JSON text that JSON.stringify cannot produce: a number that parses to Infinity, and NaN (not JSON at all). */
export const RAW_NUMBERS: readonly Labelled<string>[] = [
  ['infinity (1e999)', '1e999'],
  ['negative infinity', '-1e999'],
  ['NaN literal', 'NaN'],
];

export const WRONG_TYPES: readonly Labelled<unknown>[] = [
  ['null', null],
  ['true', true],
  ['a number', 42],
  ['text', 'fuzz'],
  ['an empty list', []],
  ['an empty object', {}],
];

/** Keys that pollute a prototype when a handler merges input naively. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object with `key` as an own, enumerable property (an object literal's __proto__ would set the prototype). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

export function pollutingObject(): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of PROTOTYPE_KEYS) withOwnKey(object, key, { isAdmin: true, polluted: true });
  return object;
}

/** Nesting built as text: JSON.stringify would recurse once per level. */
export function deeplyNestedJson(levels = DEEP_LEVELS): string {
  return `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;
}

export function hugeList(): string[] {
  return Array.from({ length: HUGE_COUNT }, (_, index) => `item ${index}`);
}

export function hugeObject(): Record<string, number> {
  return Object.fromEntries(Array.from({ length: HUGE_COUNT }, (_, index) => [`key${index}`, index]));
}
