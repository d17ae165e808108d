/** The soak's writes through the real functions: a callable, or an HTTP path through the Hosting rewrite. */
import type { TestUser } from '../authEmulator';
import { callCallable } from '../callables';
import { api } from '../recipes';

export type MutationOutcome = { ok: true; key: string } | { ok: false; error: string };

export async function callFunction(
  name: string,
  data: unknown,
  user: TestUser,
  keyOf: (result: never) => string,
): Promise<MutationOutcome> {
  const response = await callCallable<never>(name, data, user.idToken);
  if (response.ok) return { ok: true, key: keyOf(response.result) };
  return { ok: false, error: `${response.status} ${response.error.status}: ${response.error.message}` };
}

export async function callPath(
  method: 'POST' | 'DELETE',
  path: string,
  user: TestUser,
  keyOf: (body: Record<string, unknown>) => string,
  payload: { body?: Record<string, unknown>; query?: Record<string, string> },
): Promise<MutationOutcome> {
  const answer = await api<Record<string, unknown>>(method, path, { user, ...payload });
  if (answer.status >= 200 && answer.status < 300) return { ok: true, key: keyOf(answer.body) };
  return { ok: false, error: `${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}` };
}
