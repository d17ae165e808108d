import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_TEST_TOKEN, getBotToken, humanCheckErrorKey, verifyHuman } from './botCheck';

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('bot-check (local mode, as with the emulators)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the local verifier test token', async () => {
    expect(await getBotToken('LOGIN')).toBe(LOCAL_TEST_TOKEN);
    expect(LOCAL_TEST_TOKEN).toBe('test-score-0.9');
  });

  it('sends the token and the action to /api/verify-recaptcha and passes on success', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => respond(200, { success: true, score: 0.9 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await verifyHuman('SIGNUP')).toEqual({ status: 'passed', score: 0.9 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/verify-recaptcha');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: LOCAL_TEST_TOKEN, expectedAction: 'SIGNUP' });
  });

  it('a rejected token is "Security verification failed", a 429 "Too many requests"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(200, { success: false, score: 0.1, error: 'Verification failed' })),
    );
    const failed = await verifyHuman('LOGIN');
    expect(failed).toEqual({ status: 'failed' });
    expect(humanCheckErrorKey(failed)).toBe('botCheck.failed');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        respond(429, { error: { code: 'resource-exhausted', message: 'Too many requests' } }),
      ),
    );
    const limited = await verifyHuman('LOGIN');
    expect(limited).toEqual({ status: 'rateLimited' });
    expect(humanCheckErrorKey(limited)).toBe('botCheck.rateLimited');
  });

  it('an unreachable check lets the flow proceed (spec 002 §8), with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const check = await verifyHuman('LOGIN');
    expect(check).toEqual({ status: 'skipped' });
    expect(humanCheckErrorKey(check)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
