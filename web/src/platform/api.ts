import type {
  CallableContracts,
  CallableName,
  ContractAnswer,
  ContractInput,
  HttpContracts,
  HttpKey,
} from '@domain/contracts';
import { errorCodeOfStatus } from '@domain/httpStatus';
import type { TagListItem } from '@domain/recipe/types';
import {
  APP_CHECK_HEADER,
  integrityToken,
  recordIntegrityFailure,
  refreshIntegrityToken,
} from './appIntegrity';
import { currentIdToken, loadFunctions } from './firebase';
import { tagLanguageOf } from './languages';

/**
 * The typed client for the product's server: HTTPS callables (`callFunction`) and the `/api/**` HTTP paths
 * (`apiFetch`, served through the Hosting rewrites; Vite proxies /api to the Hosting emulator in dev).
 *
 * Every failure becomes an `ApiRequestError` with a catalogue code and the server's message (the spec's text,
 * see functions/src/domain/errors.ts). `fromServer` tells whether the message came from the server; when it
 * did not (network down, an HTML error page), show a translated generic text instead.
 *
 * Inputs and answers are typed by the call's contract (functions/src/domain/contracts, docs/adding-a-call.md):
 * `callFunction('recipes-create', input)` and `apiCall('GET /api/recipes/detail', { query })`. Types only: the
 * contracts' zod schemas stay out of the web bundle; the server parses every input with them.
 *
 * Every call first asks for the app-integrity token (platform/appIntegrity.ts): `/api/**` calls send it as
 * X-Firebase-AppCheck, callables get it from the SDK. A call the server refuses for want of a valid one is counted
 * as an integrity failure and retried once with a fresh token.
 */
export interface ApiError {
  code: string;
  message: string;
  status?: number;
  details?: Record<string, unknown>;
}

export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly details: Record<string, unknown> = {},
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export type CallInput<N extends CallableName> = ContractInput<CallableContracts[N]>;
export type CallAnswer<N extends CallableName> = ContractAnswer<CallableContracts[N]>;
export type ApiInput<K extends HttpKey> = ContractInput<HttpContracts[K]>;
export type ApiAnswer<K extends HttpKey> = ContractAnswer<HttpContracts[K]>;

// `[0]` when no answer came at all (the request failed on the way)
const HTTP_STATUS_SUFFIX = /\s*\[\d{1,3}\]$/;

/** Any thrown value → ApiRequestError (FirebaseError from callables, fetch failures, our own). */
export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiRequestError('cancelled', error.message);
  }
  if (isFirebaseError(error)) {
    // Callable errors arrive as "functions/<code>"; the message is the HttpsError's message from the server,
    // to which the SDK (v12) appends the HTTP status ("… already exists [409]"): not for the user's eyes.
    const code = error.code.replace(/^functions\//, '');
    const details = isRecord(error.details) ? error.details : {};
    const message = error.message.replace(HTTP_STATUS_SUFFIX, '');
    // Without a server message the SDK uses the bare code ("internal") as the message.
    const fromServer =
      error.code.startsWith('functions/') && message.trim().toLowerCase() !== code.toLowerCase();
    return new ApiRequestError(code, message, undefined, details, fromServer);
  }
  if (error instanceof TypeError) return new ApiRequestError('unavailable', error.message);
  if (error instanceof Error) return new ApiRequestError('unknown', error.message);
  return new ApiRequestError('unknown', String(error));
}

/** The message to show: the server's text when there is one, else `fallback` (a translated generic text). */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  return apiError.fromServer && apiError.message ? apiError.message : fallback;
}

/** A callable by its deploy name; input and answer typed by its contract. */
export async function callFunction<N extends CallableName>(
  name: N,
  input: CallInput<N>,
): Promise<CallAnswer<N>> {
  const call = async () => {
    const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('./sdk/functions')]);
    return (await httpsCallable(functions, name)(input)).data as CallAnswer<N>;
  };
  try {
    await integrityToken(); // the SDK attaches the token it holds: make sure it holds a current one
    try {
      return await call();
    } catch (error) {
      if (!isCallableIntegrityRefusal(error)) throw error;
      recordIntegrityFailure();
      await refreshIntegrityToken();
      return await call();
    }
  } catch (error) {
    throw toApiError(error);
  }
}

/** firebase-functions refuses a callable without a valid App Check token with its own bare "Unauthenticated". */
function isCallableIntegrityRefusal(error: unknown): boolean {
  return (
    isFirebaseError(error) &&
    error.code === 'functions/unauthenticated' &&
    error.message.replace(HTTP_STATUS_SUFFIX, '') === 'Unauthenticated'
  );
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the signed-in user's ID token (default true; nothing is sent when signed out). */
  auth?: boolean;
  /** The browser cache's part (`no-cache`: ask the server, which may answer from the CDN's copy). */
  cache?: RequestCache;
}

export function apiUrl(path: string, query?: ApiFetchOptions['query']): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `/api/${clean}${search ? `?${search}` : ''}`;
}

interface RawAnswer {
  readonly response: Response;
  readonly payload: unknown;
}

async function send(
  path: string,
  options: ApiFetchOptions,
  appCheckToken: string | null,
): Promise<RawAnswer> {
  const { method = 'GET', query, body, signal, auth = true, cache } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (appCheckToken) headers[APP_CHECK_HEADER] = appCheckToken;
  let response: Response;
  try {
    const token = auth ? await currentIdToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    throw toApiError(error);
  }
  return { response, payload: await readJson(response) };
}

/** The server's 401 for a missing or invalid integrity token (functions/src/platform/appCheck.ts). */
function isIntegrityRefusal({ response, payload }: RawAnswer): boolean {
  return (
    response.status === 401 &&
    isRecord(payload) &&
    isRecord(payload.error) &&
    payload.error.reason === 'app-check'
  );
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  let answer = await send(path, options, await integrityToken());
  if (isIntegrityRefusal(answer)) {
    recordIntegrityFailure();
    answer = await send(path, options, await refreshIntegrityToken());
  }
  if (!answer.response.ok) throw httpError(answer.response, answer.payload);
  return answer.payload as T;
}

/** The `:name` captures of a contract's path (read from its key, 'METHOD /path'). */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The input goes where the contract reads it (query string or JSON body), plus the path's captures if any. */
export type ApiCallOptions<K extends HttpKey> = Pick<ApiFetchOptions, 'signal' | 'auth' | 'cache'> &
  (HttpContracts[K]['from'] extends 'query' ? { query: ApiInput<K> } : { body: ApiInput<K> }) &
  ([PathParams<K>] extends [never] ? { params?: never } : { params: Record<PathParams<K>, string> });

/** An `/api/**` path by its contract key ('METHOD /path'); input and answer typed by the contract. */
export function apiCall<K extends HttpKey>(key: K, options: ApiCallOptions<K>): Promise<ApiAnswer<K>> {
  const [method, pattern] = key.split(' ') as [NonNullable<ApiFetchOptions['method']>, string];
  const { params, signal, auth, cache } = options as ApiFetchOptions & { params?: Record<string, string> };
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return apiFetch<ApiAnswer<K>>(path, {
    method,
    signal,
    auth,
    cache,
    ...('query' in options ? { query: options.query as ApiFetchOptions['query'] } : {}),
    ...('body' in options ? { body: options.body } : {}),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function httpError(response: Response, payload: unknown): ApiRequestError {
  const retryAfter = response.headers.get('retry-after');
  const body = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
  if (body && typeof body.message === 'string') {
    const { code, message, ...details } = body;
    if (retryAfter && details.retryAfter === undefined) details.retryAfter = Number(retryAfter);
    return new ApiRequestError(
      typeof code === 'string' ? code : errorCodeOfStatus(response.status),
      message,
      response.status,
      details,
      true,
    );
  }
  const details: Record<string, unknown> = retryAfter ? { retryAfter: Number(retryAfter) } : {};
  return new ApiRequestError(
    errorCodeOfStatus(response.status),
    `Request failed with status ${response.status}`,
    response.status,
    details,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFirebaseError(value: unknown): value is Error & { code: string; details?: unknown } {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'string';
}

// ---------------------------------------------------------------------------------------------------------
// Content pages (spec 002 §7): GET /api/content/{page}?language={en|he}

export const CONTENT_PAGES = [
  'terms',
  'privacy-policy',
  'about-us',
  'contact-us',
  'user-verification',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export interface ContentResponse {
  title: string;
  content: string;
  updatedAt: string | null;
  fallback: boolean;
}

/** Content exists in en and he only; other interface languages read the English text. */
export function contentLanguage(language: string): 'en' | 'he' {
  return language.split('-')[0] === 'he' ? 'he' : 'en';
}

/** A page without stored text answers `fallback: true`: the screen shows its built-in text. */
export async function getContent(
  page: ContentPage,
  language: string,
  signal?: AbortSignal,
): Promise<ContentResponse> {
  const answer = await apiCall('GET /api/content/:page', {
    params: { page },
    query: { language: contentLanguage(language) },
    signal,
    auth: false,
  });
  // read defensively: an answer that is not the contract's (an HTML error page) shows the built-in text too
  return !answer || answer.fallback
    ? { title: '', content: '', updatedAt: null, fallback: true }
    : { title: answer.title, content: answer.content, updatedAt: answer.updatedAt || null, fallback: false };
}

// ---------------------------------------------------------------------------------------------------------
// Tag lists (spec 001 §3): POST /api/supabase/get-popular-tags and get-trending-tags, here beside the content pages
// because two features ask them (a module of their own would be one more chunk on the home route's preload lists).

const TAG_LISTS = {
  popular: 'POST /api/supabase/get-popular-tags',
  trending: 'POST /api/supabase/get-trending-tags',
} as const;

/**
 * A tag list: the most used tags (`popular`, offered on the recipe form) or the rising ones (`trending`, on the home
 * page), in the interface language's tag language; anyone may read them.
 */
export async function getTagList(
  list: keyof typeof TAG_LISTS,
  language: string,
  limit: number,
  signal?: AbortSignal,
): Promise<TagListItem[]> {
  const answer = await apiCall(TAG_LISTS[list], {
    body: { language: tagLanguageOf(language), limit },
    signal,
    auth: false,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}
