/**
 * Bad inputs derived from a call's zod schema (issue 8 §2). The schema's JSON Schema (zod's own export) gives the
 * fields and their types; a plausible valid input is built from it and checked with the schema itself; then each
 * case changes one thing: a field missing, of the wrong type, an edge value of its own type (values.ts), an extra
 * or prototype-polluting key, or the whole input replaced. Deterministic for a seed, so a failure reproduces.
 *
 * A case is the JSON text sent (callables wrap it as `{"data": …}`), or a query string for GET endpoints.
 */
import { z } from 'zod';
import { fieldName } from '../../platform/errors';
import { toWellFormedText } from '../../platform/inputGuard';
import { mulberry32 } from '../../platform/seededRandom';
import {
  deeplyNestedJson,
  EDGE_NUMBERS,
  EDGE_STRINGS,
  hugeList,
  hugeObject,
  pollutingObject,
  PROTOTYPE_KEYS,
  RAW_NUMBERS,
  withOwnKey,
  WRONG_TYPES,
  type Labelled,
} from './values';

export interface FuzzCase {
  readonly label: string;
  /** The field the case changed ('' for the whole input). */
  readonly field: string;
  /** JSON text (a body) or a query string without '?' (a GET endpoint). */
  readonly payload: string;
  /** HTTP only: the path sent instead of the contract's (a hostile segment in it). */
  readonly path?: string;
}

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

// ------------------------------------------------------------------------------------------------ the schema's shape

/** The schema as JSON Schema, input side (what a client sends); unrepresentable parts (transforms) are `{}`. */
export function jsonSchemaOf(schema: z.ZodType): Json {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return {};
  }
}

function variants(node: Json): Json[] {
  const options = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  return options ? options.flatMap(variants) : [node];
}

/** The most informative variant: not null, with a type. */
function mainVariant(node: Json): Json {
  const all = variants(node).filter((variant) => variant.type !== 'null');
  return all.find((variant) => variant.type !== undefined || variant.enum !== undefined) ?? all[0] ?? {};
}

function typeOf(node: Json): string | undefined {
  const main = mainVariant(node);
  if (main.enum) return 'enum';
  if (main.const !== undefined) return 'const';
  return typeof main.type === 'string' ? main.type : undefined;
}

// ------------------------------------------------------------------------------------------------ a valid input

const STRING_CANDIDATES = ['fuzz', 'fuzz-1', 'Fuzz Name', 'LOGIN', 'recipes/fuzz/a', 'users/fuzz/a', 'a'];

function sampleString(node: Json): string {
  if (node.format === 'email') return 'fuzz@example.com';
  if (node.format === 'uri' || node.format === 'url') return 'https://example.com/fuzz';
  const pattern = typeof node.pattern === 'string' ? safeRegExp(node.pattern) : null;
  let text = STRING_CANDIDATES.find((candidate) => !pattern || pattern.test(candidate)) ?? 'fuzz';
  const min = Number(node.minLength ?? 0);
  const max = Number(node.maxLength ?? Infinity);
  if (text.length < min) text = text.padEnd(min, 'a');
  return text.slice(0, max);
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

function sampleNumber(node: Json, integer: boolean): number {
  const min = Number(node.minimum ?? node.exclusiveMinimum ?? -Infinity);
  const max = Number(node.maximum ?? node.exclusiveMaximum ?? Infinity);
  const value = Math.min(
    Math.max(1, min === -Infinity ? 1 : min + (node.exclusiveMinimum !== undefined ? 1 : 0)),
    max,
  );
  return integer ? Math.floor(value) : value;
}

/** A plausible value for a node; `all` includes optional properties too. */
function sample(node: Json, all: boolean, depth = 0): unknown {
  const main = mainVariant(node);
  if (main.const !== undefined) return main.const;
  if (Array.isArray(main.enum)) return main.enum[0];
  switch (main.type) {
    case 'string':
      return sampleString(main);
    case 'integer':
      return sampleNumber(main, true);
    case 'number':
      return sampleNumber(main, false);
    case 'boolean':
      return false;
    case 'array': {
      const items = (main.items ?? {}) as Json;
      return Array.from({ length: Math.max(1, Number(main.minItems ?? 1)) }, () =>
        sample(items, all, depth + 1),
      );
    }
    case 'object': {
      const properties = (main.properties ?? {}) as Record<string, Json>;
      const required = new Set((main.required ?? []) as string[]);
      const object: Json = {};
      for (const [key, child] of Object.entries(properties)) {
        if ((all || required.has(key)) && depth < 4) object[key] = sample(child, all, depth + 1);
      }
      return object;
    }
    default:
      return 'fuzz';
  }
}

/** A valid input when one can be built from the shape (every field, then the required ones), else the closest. */
export function validBase(schema: z.ZodType, json: Json = jsonSchemaOf(schema)): unknown {
  const candidates = [sample(json, true), sample(json, false)];
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0];
}

// ------------------------------------------------------------------------------------------------ the changes

interface Target {
  readonly path: Path;
  readonly node: Json;
}

/** The fields to change: every property of every object the base holds (and a list's first item), depth ≤ 3. */
function targets(node: Json, value: unknown, path: Path = []): Target[] {
  if (path.length > 3) return [];
  const main = mainVariant(node);
  const found: Target[] = [];
  if (isObject(value) && (main.type === 'object' || main.type === undefined)) {
    // A record (or a shape zod cannot export) has no properties: the base value's own keys stand in for them.
    const properties = (main.properties ??
      Object.fromEntries(Object.keys(value).map((key) => [key, {}]))) as Record<string, Json>;
    for (const [key, child] of Object.entries(properties)) {
      found.push({ path: [...path, key], node: child });
      found.push(...targets(child, value[key], [...path, key]));
    }
  } else if (main.type === 'array' && Array.isArray(value) && value.length > 0) {
    const items = (main.items ?? {}) as Json;
    found.push({ path: [...path, 0], node: items });
    found.push(...targets(items, value[0], [...path, 0]));
  }
  return found;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Raw JSON fragments are put in as markers and swapped in after JSON.stringify. */
const RAW_MARKER = '\u0000fuzz-raw\u0000';

interface Change {
  readonly label: string;
  /** The value set at the path; `undefined` removes the field. */
  readonly value: unknown;
  /** JSON text put in place of the value (numbers JSON.stringify cannot write, deep nesting). */
  readonly raw?: string;
}

function changesFor(node: Json): Change[] {
  const type = typeOf(node);
  const jsonType = (value: unknown) =>
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'object'
          ? 'object'
          : typeof value;
  const wrong = WRONG_TYPES.filter(([, value]) => {
    const actual = jsonType(value);
    return !(
      actual === type ||
      (actual === 'number' && type === 'integer') ||
      (actual === 'string' && type === 'enum')
    );
  }).map(([label, value]) => ({ label: `wrong type: ${label}`, value }));
  const labelled = (prefix: string, list: readonly Labelled<unknown>[]) =>
    list.map(([label, value]) => ({ label: `${prefix}${label}`, value }));
  const raw = RAW_NUMBERS.map(([label, text]) => ({ label, value: RAW_MARKER, raw: text }));
  const specific: Change[] =
    type === 'number' || type === 'integer'
      ? [...labelled('', EDGE_NUMBERS), ...raw]
      : type === 'array'
        ? [
            { label: 'huge list', value: hugeList() },
            { label: 'list of nulls', value: [null, null] },
            { label: 'deeply nested list', value: RAW_MARKER, raw: deeplyNestedJson() },
          ]
        : type === 'object'
          ? [
              { label: 'prototype keys', value: pollutingObject() },
              { label: 'huge object', value: hugeObject() },
              { label: 'deeply nested object', value: RAW_MARKER, raw: deeplyNestedJson() },
            ]
          : type === 'boolean'
            ? [{ label: 'true as text', value: 'true' }]
            : labelled('', EDGE_STRINGS);
  // Every field also gets the strings (an enum or id field is text too) and one raw number.
  const text = type === 'string' || type === 'enum' ? [] : labelled('', EDGE_STRINGS).slice(8, 12);
  return [
    { label: 'missing', value: undefined },
    ...wrong,
    ...specific,
    ...text,
    ...(raw[0] ? [raw[0]] : []),
  ];
}

function setAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = Array.isArray(base) ? [...base] : isObject(base) ? { ...base } : {};
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = copy as Record<string | number, unknown>;
  const next = setAt(container[head], rest, value);
  if (next === undefined) delete container[head];
  else container[head] = next;
  return copy;
}

function serialize(value: unknown, raw?: string): string {
  const text = JSON.stringify(value) ?? 'null';
  return raw === undefined ? text : text.replace(JSON.stringify(RAW_MARKER), raw);
}

/** A case whose payload is built only if it is picked (huge payloads cost time to write). */
interface Draft {
  readonly label: string;
  readonly field: string;
  readonly payload: () => string;
}

/** Changes to the whole input: other types, extra and polluting keys, huge and deep bodies. */
function wholeInputDrafts(base: unknown): Draft[] {
  const objectBase = isObject(base) ? base : {};
  const extra = (key: string, value: unknown) => withOwnKey({ ...objectBase }, key, value);
  return [
    ...WRONG_TYPES.filter(([, value]) => !isObject(value)).map(([label, value]) => ({
      label: `whole input: ${label}`,
      field: '',
      payload: () => serialize(value),
    })),
    { label: 'whole input: the valid base in a list', field: '', payload: () => serialize([base]) },
    { label: 'whole input: not JSON', field: '', payload: () => '{"unterminated": ' },
    { label: 'whole input: deeply nested', field: '', payload: () => deeplyNestedJson() },
    {
      label: 'whole input: huge object',
      field: '',
      payload: () => serialize({ ...objectBase, ...hugeObject() }),
    },
    ...PROTOTYPE_KEYS.map((key) => ({
      label: `extra key ${key}`,
      field: '',
      payload: () => serialize(extra(key, { isAdmin: true, polluted: true })),
    })),
    { label: 'extra key isAdmin', field: '', payload: () => serialize(extra('isAdmin', true)) },
    {
      label: 'extra field with an @type the callable protocol cannot decode',
      field: '',
      payload: () => serialize(extra('x', { '@type': 'type.googleapis.com/fuzz', value: 1 })),
    },
    {
      label: 'extra key with a lone surrogate',
      field: '',
      payload: () => serialize(extra('k\ud800', 'v')),
    },
    {
      label: 'extra key that is huge',
      field: '',
      payload: () => serialize(extra('k'.repeat(10_000), 'v')),
    },
  ];
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Every case for a body schema: the whole-input ones, then one change per field and value. `limit` keeps a
 * seeded sample (the whole-input cases and each field's "missing" and first wrong type always stay in). `example`
 * is a valid input to start from where the schema cannot describe one (a record checked by a transform).
 */
export function bodyCases(
  schema: z.ZodType,
  options: { seed: number; limit?: number; example?: unknown },
): FuzzCase[] {
  const json = jsonSchemaOf(schema);
  const base = options.example ?? validBase(schema, json);
  const fieldDrafts = targets(json, base).flatMap(({ path, node }) =>
    changesFor(node).map((change) => ({
      label: `${fieldName(path)}: ${change.label}`,
      field: fieldName(path),
      payload: () => serialize(setAt(base, path, change.value), change.raw),
    })),
  );
  const all: Draft[] = [
    { label: 'the valid base', field: '', payload: () => serialize(base) },
    ...wholeInputDrafts(base),
    ...fieldDrafts,
  ];
  return sampleCases(all, options);
}

/**
 * A seeded sample that spreads over the fields: the valid base first, then one case of each field (and of the whole
 * input) in turn, each field's cases in a seeded order, so that a small `limit` still touches every field.
 */
function sampleCases(all: readonly Draft[], { seed, limit }: { seed: number; limit?: number }): FuzzCase[] {
  let picked: readonly Draft[] = all;
  if (limit !== undefined && all.length > limit) {
    const random = mulberry32(seed); // the same seed gives the same cases
    const [first, ...rest] = all;
    const byField = new Map<string, Draft[]>();
    for (const draft of rest) byField.set(draft.field, [...(byField.get(draft.field) ?? []), draft]);
    const queues = shuffled([...byField.values()], random).map((drafts) => shuffled(drafts, random));
    const interleaved: Draft[] = first ? [first] : [];
    for (
      let round = 0;
      interleaved.length < limit && queues.some((queue) => queue.length > round);
      round += 1
    ) {
      for (const queue of queues) if (queue[round]) interleaved.push(queue[round] as Draft);
    }
    picked = interleaved.slice(0, limit);
  }
  return picked.map(({ label, field, payload }) => ({ label, field, payload: payload() }));
}

/**
 * Cases for a query schema: every value arrives as text, so the changes are texts, a missing parameter, repeated
 * and bracketed parameters (an array or object in Express's query parser) and percent escapes that do not decode.
 */
export function queryCases(schema: z.ZodType, options: { seed: number; limit?: number }): FuzzCase[] {
  const json = jsonSchemaOf(schema);
  const base = validBase(schema, json);
  const params = isObject(base) ? base : {};
  const keys = Object.keys((mainVariant(json).properties ?? {}) as Json);
  const encode = (entries: Record<string, unknown>) =>
    Object.entries(entries)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeValue(String(value))}`)
      .join('&');
  const drafts: Draft[] = [];
  const add = (label: string, field: string, payload: string) =>
    drafts.push({ label, field, payload: () => payload });
  add('the valid base', '', encode(params));
  add('no parameters', '', '');
  add('extra parameter __proto__', '', `${encode(params)}&__proto__[isAdmin]=true`);
  add('extra parameter constructor', '', `${encode(params)}&constructor[prototype][x]=1`);
  const texts: Labelled<string>[] = [
    ...EDGE_STRINGS,
    ...EDGE_NUMBERS.map(([label, value]): Labelled<string> => [label, String(value)]),
  ];
  for (const key of keys) {
    const without = encode({ ...params, [key]: undefined });
    add(`${key}: missing`, key, without);
    add(`${key}: repeated`, key, `${encode(params)}&${key}=a&${key}=b`);
    add(`${key}: bracketed`, key, `${without}&${key}[a]=b`);
    add(`${key}: bad percent escape`, key, `${without}&${key}=%E0%A4%A`);
    add(`${key}: encoded lone surrogate`, key, `${without}&${key}=%ED%A0%80`);
    for (const [label, value] of texts) add(`${key}: ${label}`, key, encode({ ...params, [key]: value }));
  }
  return sampleCases(drafts, options);
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as U+FFFD, as a browser sends it. */
function encodeValue(value: string): string {
  return encodeURIComponent(toWellFormedText(value));
}
