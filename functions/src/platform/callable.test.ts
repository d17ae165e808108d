import type { CallableRequest, Request } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callableContract } from '../domain/contracts';
import { CALL_MESSAGES } from '../domain/messages';
import { callableHandler, screenCallableRequest } from './callable';

const echo = callableContract<{ note: unknown }>('public')({
  name: 'test-echo',
  input: z.object({ note: z.unknown() }),
  errors: [],
});
const handler = callableHandler(echo, (input) => ({ note: input.note }));
const request = (data: unknown) => ({ data }) as CallableRequest<unknown>;

describe('callables from contracts', () => {
  it('hands the parsed input to the handler', async () => {
    await expect(handler(request({ note: ['soup', '😀'] }))).resolves.toEqual({ note: ['soup', '😀'] });
  });

  it('screens the raw body before the protocol decodes it: too deep or undecodable data is refused by field', async () => {
    const deep = JSON.parse(`{"data":{"note":${'['.repeat(5000)}1${']'.repeat(5000)}}}`) as unknown;
    const encoded = { data: { note: [{ '@type': 'type.googleapis.com/unknown', value: 1 }] } };
    for (const [body, field] of [
      [deep, 'note[0][0]'],
      [encoded, 'note[0]'],
    ] as const) {
      const rawRequest = { body } as unknown as Request;
      screenCallableRequest(rawRequest);
      expect((rawRequest.body as { data: unknown }).data).toBeNull();
      await expect(handler({ data: null, rawRequest } as CallableRequest<unknown>)).rejects.toMatchObject({
        code: 'invalid-argument',
        details: { field: expect.stringMatching(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}`)) },
      });
    }
    const fine = { body: { data: { note: 'soup' } } } as unknown as Request;
    screenCallableRequest(fine);
    await expect(
      handler({ data: { note: 'soup' }, rawRequest: fine } as CallableRequest<unknown>),
    ).resolves.toEqual({
      note: 'soup',
    });
  });

  it('refuses a lone surrogate as invalid-argument naming the field, even where the schema takes anything', async () => {
    await expect(handler(request({ note: { lines: ['ok', 'a\ud800'] } }))).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { field: 'note.lines[1]' },
    });
    await expect(handler(request('\udc00'))).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { field: null },
    });
  });
});

describe('the access guard, from the contract alone', () => {
  const mine = callableContract<{ uid: string }>('signedIn')({
    name: 'test-mine',
    input: z.object({ count: z.number() }),
    errors: ['unauthenticated'],
  });
  const polite = callableContract<{ uid: string }>('verified')({
    name: 'test-polite',
    input: z.object({}),
    errors: ['unauthenticated'],
    guestRefusal: { message: 'Log in first', details: { reason: 'LOGIN' } },
  });
  const answerUid = (_input: unknown, context: { uid: string }) => ({ uid: context.uid });

  it('refuses a guest before the handler runs, with the catalogue text or the contract own', async () => {
    await expect(callableHandler(mine, answerUid)(request({ count: 1 }))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: CALL_MESSAGES.authRequired,
    });
    await expect(callableHandler(polite, answerUid)(request({}))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Log in first',
      details: { reason: 'LOGIN' },
    });
  });

  it('parses the input first: bad input from a guest is still a 400 naming the field', async () => {
    await expect(callableHandler(mine, answerUid)(request({ count: 'x' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { field: 'count' },
    });
  });
});
