/**
 * POST /api/verify-recaptcha through the Hosting emulator (so the firebase.json rewrite is part of the test) and
 * straight at security-api, with the local verifier's tokens: `test-score-0.9` scores 0.9 for any action.
 */
import { describe, expect, it } from 'vitest';
import { functionsUrl } from '../testing/callables';
import { unique } from '../testing/factories';
import { VERIFY_RATE_LIMIT } from './recaptcha';

function hostingUrl(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

/** Each test its own client address, so the per-IP limit of one test does not leak into another. */
async function verify(body: unknown, { ip = `test-${unique()}`, viaHosting = true, method = 'POST' } = {}) {
  const url = viaHosting
    ? hostingUrl('/api/verify-recaptcha')
    : `${functionsUrl('security-api')}/api/verify-recaptcha`;
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { raw: text };
  }
  return { status: response.status, headers: response.headers, body: json };
}

describe('POST /api/verify-recaptcha', () => {
  it('accepts a good score for LOGIN', async () => {
    const answer = await verify({ token: 'test-score-0.9', expectedAction: 'LOGIN' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, score: 0.9, action: 'LOGIN', threshold: 0.5 });
  });

  it('refuses a low score for LOGIN with "Verification failed"', async () => {
    const answer = await verify({ token: 'test-score-0.1', expectedAction: 'LOGIN' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      score: 0.1,
      action: 'LOGIN',
      threshold: 0.5,
      error: 'Verification failed',
    });
  });

  it.each([
    ['LOGIN', 0.5, true],
    ['LOGIN', 0.49, false],
    ['SIGNUP', 0.6, true],
    ['SIGNUP', 0.55, false],
    ['CREATE_COMMENT', 0.5, true],
    ['CREATE_COMMENT', 0.4, false],
  ])('%s at %d: success %s (thresholds of spec 002 §9)', async (expectedAction, score, success) => {
    const answer = await verify({ token: `test-score-${score}`, expectedAction });
    expect(answer.body).toMatchObject({ success, score });
  });

  it('refuses a token the provider rejects', async () => {
    const answer = await verify({ token: 'forged', expectedAction: 'SIGNUP' });
    expect(answer.body).toMatchObject({ success: false, score: 0, error: 'Verification failed' });
  });

  it.each([
    [{ expectedAction: 'LOGIN' }, 'token is required', 'token'],
    [{ token: '', expectedAction: 'LOGIN' }, 'token is required', 'token'],
    [{ token: 'test-score-0.9' }, 'expectedAction is required', 'expectedAction'],
    [
      { token: 'test-score-0.9', expectedAction: 'drop table' },
      'expectedAction must be an action name such as LOGIN',
      'expectedAction',
    ],
  ])('answers 400 to %j', async (body, message, field) => {
    const answer = await verify(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid-argument', message, field });
  });

  it('answers 405 to GET', async () => {
    expect((await verify(undefined, { method: 'GET', viaHosting: false })).status).toBe(405);
  });

  it(`answers 429 "Too many requests. Please try again later." after ${VERIFY_RATE_LIMIT.limit} calls from one address`, async () => {
    const ip = `burst-${unique()}`;
    const body = { token: 'test-score-0.9', expectedAction: 'LOGIN' };
    for (let i = 0; i < VERIFY_RATE_LIMIT.limit; i += 1) {
      expect((await verify(body, { ip, viaHosting: false })).status).toBe(200);
    }
    const limited = await verify(body, { ip, viaHosting: false });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await verify(body, { viaHosting: false })).status).toBe(200);
  });
});
