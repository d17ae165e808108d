/**
 * Every call the contracts declare, as something the fuzzer can send a case to over real HTTP: callables through
 * their protocol (`POST {functions}/{name}` with `{"data": …}` and the bearer token), HTTP endpoints through the
 * Hosting emulator's rewrites as the browser reaches them. What the server would make of a case is predicted from
 * the same schema: a refusal naming a field, or "may go either way" (the handler decides).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { CALLABLE_CONTRACTS, HTTP_CONTRACTS, type Contract } from '../../domain/contracts';
import { fieldName } from '../../platform/errors';
import { findInputProblem } from '../../platform/inputGuard';
import { functionsUrl } from '../callables';
import { bodyCases, queryCases, type FuzzCase } from './cases';

export interface Answer {
  readonly status: number;
  /** The catalogue code (callables: the protocol's status, e.g. INVALID_ARGUMENT, lower-cased and dashed). */
  readonly code: string | null;
  readonly message: string;
  /** details.field / error.field: the field a refusal names. */
  readonly field: string | null;
}

/** What the schema says of a case: refused (naming one of `fields`, none for the whole input), or not known. */
export type Prediction =
  { readonly refused: true; readonly fields: readonly string[] } | { readonly refused: false };

export interface Endpoint {
  /** `callable recipes-create` or `POST /api/recipes/track-view`. */
  readonly id: string;
  readonly cases: readonly FuzzCase[];
  predict(fuzzCase: FuzzCase): Prediction;
  send(fuzzCase: FuzzCase, idToken?: string): Promise<Answer>;
}

function hostingUrl(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

interface HostingRewrite {
  /** A glob, or `regex` (RE2) instead. */
  readonly source?: string;
  readonly regex?: string;
  readonly function?: { readonly functionId: string };
}

/** firebase.json's function rewrites, in order (the first match wins, as on Hosting). */
function functionRewrites(): HostingRewrite[] {
  const config = JSON.parse(readFileSync(resolve(__dirname, '../../../../firebase.json'), 'utf8')) as {
    hosting: { rewrites: HostingRewrite[] };
  };
  return config.hosting.rewrites.filter((rewrite) => rewrite.function);
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The function URL Hosting would rewrite `path` to, for a path the Hosting emulator cannot take: its superstatic
 * answers a 500 of its own for a path longer than the file system takes (ENAMETOOLONG). Such a URL still reaches the
 * function, as it would in production, straight at its URL. (A malformed escape goes through the Hosting port: the
 * stack's guard answers it 400, decision 0030.)
 */
function functionUrlFor(pathAndQuery: string): string {
  const path = pathAndQuery.split('?')[0] ?? '';
  const rewrite = functionRewrites().find((candidate) =>
    (candidate.regex ? new RegExp(candidate.regex, 'u') : globToRegExp(candidate.source ?? '')).test(path),
  );
  if (!rewrite?.function) throw new Error(`no function rewrite in firebase.json for ${path}`);
  return `${functionsUrl(rewrite.function.functionId)}${pathAndQuery}`;
}

const HOSTING_EMULATOR_MAX_PATH = 1024;

function hostingEmulatorTakes(pathAndQuery: string): boolean {
  return (pathAndQuery.split('?')[0] ?? '').length <= HOSTING_EMULATOR_MAX_PATH;
}

const authHeader = (idToken?: string): Record<string, string> =>
  idToken ? { Authorization: `Bearer ${idToken}` } : {};

/** A call that does not answer in this time counts as a server error (a hang is no better than a 500). */
const ANSWER_TIMEOUT_MS = 20_000;

async function exchange(url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  } catch (error) {
    return { status: 599, code: null, message: `no answer: ${(error as Error).message}`, field: null };
  }
  return readAnswer(response);
}

async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a runtime's HTML or text page): the status speaks
  }
  const error = (json as { error?: Record<string, unknown> } | null)?.error;
  const details = (error?.details ?? error ?? {}) as Record<string, unknown>;
  const rawCode =
    typeof error?.code === 'string' ? error.code : typeof error?.status === 'string' ? error.status : null;
  return {
    status: response.status,
    code: rawCode ? rawCode.toLowerCase().replace(/_/g, '-') : null,
    message: typeof error?.message === 'string' ? error.message : text.slice(0, 200),
    field: typeof details.field === 'string' ? details.field : null,
  };
}

/** The schema's verdict on the value the server would see. */
function predictValue(schema: z.ZodType, value: unknown, callable = false): Prediction {
  const problem = findInputProblem(value, { callable });
  if (problem) return { refused: true, fields: [fieldName(problem.path)] };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { refused: false };
  const first = parsed.error.issues[0];
  return { refused: true, fields: [first ? fieldName(first.path) : ''] };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export interface FuzzOptions {
  readonly seed: number;
  /** Cases per endpoint; all of them when undefined. */
  readonly limit?: number;
  /** Valid inputs to start from, by endpoint id, where the schema cannot describe one. */
  readonly examples?: Readonly<Record<string, unknown>>;
}

function callableEndpoint(contract: Extract<Contract, { kind: 'callable' }>, options: FuzzOptions): Endpoint {
  const id = `callable ${contract.name}`;
  return {
    id,
    cases: bodyCases(contract.input, { ...options, example: options.examples?.[id] }),
    predict: ({ payload }) => {
      const parsed = parseJson(payload);
      // Not JSON: the callable protocol refuses the request itself, naming nothing.
      if (!parsed.ok) return { refused: true, fields: [''] };
      return predictValue(contract.input, parsed.value ?? {}, true);
    },
    send: ({ payload }, idToken) =>
      exchange(functionsUrl(contract.name), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeader(idToken) },
        body: `{"data":${payload}}`,
      }),
  };
}

/** The query as the router sees it: first value of each key; bracketed keys and undecodable escapes unpredictable. */
function predictQuery(schema: z.ZodType, payload: string): Prediction {
  const query: Record<string, string> = {};
  for (const part of payload.split('&').filter(Boolean)) {
    const [rawKey = '', ...rest] = part.split('=');
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      value = decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
    } catch {
      return { refused: false };
    }
    if (key.includes('[')) return { refused: false };
    if (!(key in query)) query[key] = value;
  }
  return predictValue(schema, query);
}

/** Path captures filled with a plain value; path cases put hostile segments there (or after a fixed path). */
const HOSTILE_SEGMENTS: readonly [string, string][] = [
  ['encoded lone surrogate', '%ED%A0%80'],
  ['bad percent escape', '%E0%A4%A'],
  ['lone percent', '%'],
  ['encoded NUL', '%00'],
  ['dot dot', '..'],
  ['encoded slash', 'a%2Fb'],
  ['huge segment', 'x'.repeat(5000)],
  ['emoji', '%F0%9F%98%80'],
];

function httpEndpoint(contract: Extract<Contract, { kind: 'http' }>, options: FuzzOptions): Endpoint {
  const fromQuery = contract.from === 'query';
  const plainPath = contract.path.replace(/:[A-Za-z]+/g, 'fuzz');
  const example = options.examples?.[contract.key];
  const inputCases = fromQuery
    ? queryCases(contract.input, options)
    : bodyCases(contract.input, { ...options, example });
  // A sample takes the first three (both malformed escapes and a lone percent); the whole catalogue takes all.
  const segments = options.limit === undefined ? HOSTILE_SEGMENTS : HOSTILE_SEGMENTS.slice(0, 3);
  const pathCases: FuzzCase[] = segments.map(([label, segment]) => ({
    label: `path: ${label}`,
    field: 'path',
    payload: fromQuery ? '' : '{}',
    path: contract.path.includes('/:')
      ? contract.path.replace(/:[A-Za-z]+/, segment)
      : `${contract.path}/${segment}`,
  }));
  return {
    id: contract.key,
    cases: [...inputCases, ...pathCases],
    predict: (fuzzCase) => {
      if (fuzzCase.path) return { refused: false };
      if (fromQuery) return predictQuery(contract.input, fuzzCase.payload);
      const parsed = parseJson(fuzzCase.payload);
      if (!parsed.ok) return { refused: true, fields: [''] };
      // The runtime's JSON parser takes objects and lists only; anything else it refuses or leaves as text.
      if (typeof parsed.value !== 'object' || parsed.value === null) return { refused: true, fields: [''] };
      return predictValue(contract.input, parsed.value);
    },
    send: async (fuzzCase, idToken) => {
      const path = fuzzCase.path ?? plainPath;
      const url = fromQuery ? `${path}${fuzzCase.payload ? `?${fuzzCase.payload}` : ''}` : path;
      return exchange(hostingEmulatorTakes(url) ? hostingUrl(url) : functionUrlFor(url), {
        method: contract.method,
        headers: { ...(fromQuery ? {} : { 'Content-Type': 'application/json' }), ...authHeader(idToken) },
        body: fromQuery ? undefined : fuzzCase.payload,
      });
    },
  };
}

/** Every contract's endpoint with its cases. */
export function fuzzEndpoints(options: FuzzOptions): Endpoint[] {
  return [
    ...CALLABLE_CONTRACTS.map((contract) => callableEndpoint(contract, options)),
    ...HTTP_CONTRACTS.map((contract) => httpEndpoint(contract, options)),
  ];
}
