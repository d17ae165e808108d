import { expect } from 'vitest';
import type { TestUser } from './authEmulator';
import { api } from './recipes';

/** A GET whose query the function refuses: expects the 400 and gives the message the caller is shown. */
export async function refusedQueryMessage(
  path: string,
  user: TestUser,
  query: Record<string, string>,
): Promise<string> {
  const answer = await api<{ error: { message: string } }>('GET', path, { user, query });
  expect(answer.status).toBe(400);
  return answer.body.error.message;
}
