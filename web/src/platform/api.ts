import { currentIdToken, loadFunctions } from './firebase';

/**
 * The typed client for the product's server: HTTPS callables (`callFunction`) and the `/api/**` HTTP paths
 * (`apiFetch`, served through the Hosting rewrites; Vite proxies /api to the Hosting emulator in dev).
 *
 * Every failure becomes an `ApiRequestError` with a catalogue code and the server's message (the spec's text,
 * see functions/src/domain/errors.ts). `fromServer` tells whether the message came from the server; when it
 * did not (network down, an HTML error page), show a translated generic text instead.
 *
 * Later issues add: the bot-check token per action (DESIGN §8), and callable typings via `Callables`.
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

/**
 * Callable names → input and output types. Features declare theirs with declaration merging:
 *   declare module '@/platform/api' { interface Callables { 'recipes-create': { input: CreateRecipeInput; output: { id: string } } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Callables {}

type CallableInput<N> = N extends keyof Callables
  ? Callables[N] extends { input: infer I }
    ? I
    : never
  : unknown;
type CallableOutput<N> = N extends keyof Callables
  ? Callables[N] extends { output: infer O }
    ? O
    : never
  : unknown;

const STATUS_CODES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'already-exists',
  412: 'failed-precondition',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
};

function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

const HTTP_STATUS_SUFFIX = /\s*\[\d{3}\]$/;

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

export async function callFunction<N extends string>(
  name: N,
  input: CallableInput<N>,
): Promise<CallableOutput<N>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('./sdk/functions')]);
    const result = await httpsCallable(functions, name)(input);
    return result.data as CallableOutput<N>;
  } catch (error) {
    throw toApiError(error);
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the signed-in user's ID token (default true; nothing is sent when signed out). */
  auth?: boolean;
}

export function apiUrl(path: string, query?: ApiFetchOptions['query']): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `/api/${clean}${search ? `?${search}` : ''}`;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    const token = auth ? await currentIdToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw toApiError(error);
  }
  const payload = await readJson(response);
  if (!response.ok) throw httpError(response, payload);
  return payload as T;
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
      typeof code === 'string' ? code : codeForStatus(response.status),
      message,
      response.status,
      details,
      true,
    );
  }
  const details: Record<string, unknown> = retryAfter ? { retryAfter: Number(retryAfter) } : {};
  return new ApiRequestError(
    codeForStatus(response.status),
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

export function getContent(
  page: ContentPage,
  language: string,
  signal?: AbortSignal,
): Promise<ContentResponse> {
  return apiFetch<ContentResponse>(`content/${page}`, {
    query: { language: contentLanguage(language) },
    signal,
    auth: false,
  });
}
