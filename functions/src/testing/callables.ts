/**
 * Calls a deployed callable through real HTTP on the Functions emulator, the way the web SDK does:
 * POST {MATKON_FUNCTIONS_URL}/{group-name} with { data } and the bearer ID token.
 */
export interface CallableSuccess<T> {
  ok: true;
  status: number;
  result: T;
}

export interface CallableFailure {
  ok: false;
  status: number;
  /** The HttpsError as the protocol sends it: status is e.g. 'INVALID_ARGUMENT', details the AppError's. */
  error: { status: string; message: string; details?: Record<string, unknown> };
}

export type CallableResponse<T> = CallableSuccess<T> | CallableFailure;

export function functionsUrl(path: string): string {
  const base = process.env.MATKON_FUNCTIONS_URL;
  if (!base) throw new Error('MATKON_FUNCTIONS_URL is not set: run the tests against the local stack');
  return `${base}/${path}`;
}

export async function callCallable<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<CallableResponse<T>> {
  const response = await fetch(functionsUrl(name), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const json = (await response.json()) as { result?: T; error?: CallableFailure['error'] };
  if (response.ok && !json.error) return { ok: true, status: response.status, result: json.result as T };
  return {
    ok: false,
    status: response.status,
    error: json.error ?? { status: 'UNKNOWN', message: `HTTP ${response.status}` },
  };
}

/** The result of a call that must succeed (fails the test with the server's message otherwise). */
export async function expectSuccess<T>(call: Promise<CallableResponse<T>>): Promise<T> {
  const response = await call;
  if (!response.ok)
    throw new Error(
      `expected success, got ${response.status} ${response.error.status}: ${response.error.message}`,
    );
  return response.result;
}

/** The error of a call that must fail. */
export async function expectFailure(call: Promise<CallableResponse<unknown>>): Promise<CallableFailure> {
  const response = await call;
  if (response.ok) throw new Error(`expected a failure, got ${JSON.stringify(response.result)}`);
  return response;
}
