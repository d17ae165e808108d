import { describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/errors';
import { assertHuman, createLocalVerifier, createRecaptchaVerifier } from './botCheck';

const local = createLocalVerifier();

describe('local verifier', () => {
  it('scores test tokens and rejects anything else', async () => {
    await expect(local.verify('test-score-0.9', 'LOGIN')).resolves.toEqual({ success: true, score: 0.9 });
    await expect(local.verify('test-score-1', 'LOGIN')).resolves.toEqual({ success: true, score: 1 });
    await expect(local.verify('test-score-1.5', 'LOGIN')).resolves.toEqual({ success: false, score: 0 });
    await expect(local.verify('a-real-recaptcha-token', 'LOGIN')).resolves.toEqual({
      success: false,
      score: 0,
    });
  });
});

describe('assertHuman', () => {
  it('passes a score at the action threshold and refuses one below it', async () => {
    await expect(assertHuman(local, 'test-score-0.7', 'DELETE_RECIPE')).resolves.toBeUndefined();
    const error = await appErrorOf(assertHuman(local, 'test-score-0.69', 'DELETE_RECIPE'));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Security verification failed');
  });

  it('uses the default 0.5 for actions without a threshold', async () => {
    await expect(assertHuman(local, 'test-score-0.5', 'CREATE_COMMENT')).resolves.toBeUndefined();
    await expect(assertHuman(local, 'test-score-0.4', 'CREATE_COMMENT')).rejects.toThrow(
      'Security verification failed',
    );
  });

  it('refuses a missing token unless the action may proceed without one', async () => {
    await expect(assertHuman(local, undefined, 'RATE_RECIPE')).rejects.toThrow(
      'Security verification failed',
    );
    await expect(assertHuman(local, '', 'RATE_RECIPE', { allowMissing: true })).resolves.toBeUndefined();
  });

  it('refuses when the verifier itself fails', async () => {
    const broken = { verify: () => Promise.reject(new Error('network down')) };
    await expect(assertHuman(broken, 'test-score-0.9', 'LOGIN')).rejects.toThrow(
      'Security verification failed',
    );
  });
});

describe('reCAPTCHA verifier', () => {
  const answering = (answer: unknown) =>
    (async () => new Response(JSON.stringify(answer), { status: 200 })) as unknown as typeof fetch;

  it('sends the secret and token to siteverify and requires the expected action', async () => {
    let sent: URLSearchParams | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams;
      return new Response(JSON.stringify({ success: true, score: 0.8, action: 'LOGIN' }));
    }) as unknown as typeof fetch;
    await expect(createRecaptchaVerifier('s3cret', fetchImpl).verify('tok', 'LOGIN')).resolves.toEqual({
      success: true,
      score: 0.8,
    });
    expect(sent?.get('secret')).toBe('s3cret');
    expect(sent?.get('response')).toBe('tok');
  });

  it('rejects a token minted for another action', async () => {
    const verifier = createRecaptchaVerifier('s', answering({ success: true, score: 0.9, action: 'SEARCH' }));
    await expect(verifier.verify('tok', 'DELETE_RECIPE')).resolves.toEqual({ success: false, score: 0.9 });
  });
});
