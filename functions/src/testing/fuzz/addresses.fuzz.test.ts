/**
 * Malformed addresses for every HTTP contract, through the stack's Hosting port (issue 35): each endpoint's batch
 * goes at once; no answer is a 5xx or a dropped connection, a malformed one is refused with a 400, and the stack
 * still answers afterwards (one such request used to end every emulator).
 */
import { describe, expect, it } from 'vitest';
import { HTTP_CONTRACTS } from '../../domain/contracts';
import { addressCases, ESCAPES } from './addresses';

function hosting(address: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${address}`;
}

/** The status, or what happened instead of an answer. */
async function statusOf(address: string, method = 'GET'): Promise<number | string> {
  try {
    const response = await fetch(hosting(address), {
      method,
      headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `no answer (${(error as Error).cause ?? (error as Error).message})`;
  }
}

describe('malformed addresses through the Hosting port', () => {
  it('covers every HTTP contract with every escape', () => {
    expect(HTTP_CONTRACTS.length).toBeGreaterThan(10);
    expect(ESCAPES.filter((escape) => escape.malformed).length).toBeGreaterThanOrEqual(6);
  });

  it.each(HTTP_CONTRACTS.map((contract) => [contract.key, contract] as const))(
    '%s: a 400 for each malformed one, never a 5xx or a dropped connection, and the stack still answers',
    async (_key, contract) => {
      const cases = addressCases(contract);
      const answers = await Promise.all(
        cases.map(async (c) => ({ ...c, status: await statusOf(c.address, contract.method) })),
      );
      const wrong = answers.filter(({ status, malformed }) =>
        malformed ? status !== 400 : typeof status !== 'number' || status >= 500,
      );
      expect(wrong.map(({ label, address, status }) => `${label} ${address}: ${status}`)).toEqual([]);

      // The app's page and a function behind the rewrites: the emulators are still up.
      const [page, functionAnswer] = await Promise.all([statusOf('/'), statusOf('/api/recipes/detail')]);
      expect({ page, functionAnswer }).toEqual({ page: 200, functionAnswer: 400 });
    },
  );
});
