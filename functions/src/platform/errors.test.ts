import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, type ErrorCode } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import { parseInput, toHttpError, toHttpsError } from './errors';

function failureOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('HTTP answers', () => {
  it.each<[ErrorCode, number]>([
    ['invalid-argument', 400],
    ['unauthenticated', 401],
    ['permission-denied', 403],
    ['not-found', 404],
    ['already-exists', 409],
    ['failed-precondition', 409],
    ['resource-exhausted', 429],
    ['unavailable', 503],
    ['internal', 500],
  ])('%s is %i with { error: { code, message } }', (code, status) => {
    const answer = toHttpError(new AppError(code, 'The text'));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: { code, message: 'The text' } });
  });

  it('spreads details into the error and turns resetIn into Retry-After', () => {
    const answer = toHttpError(
      new AppError('resource-exhausted', 'Rate limit exceeded. Please wait 12 seconds.', { resetIn: 12 }),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ 'Retry-After': '12' });
    expect(answer.body.error).toEqual({
      code: 'resource-exhausted',
      message: 'Rate limit exceeded. Please wait 12 seconds.',
      resetIn: 12,
    });
  });

  it('answers bad input with 400 naming the field', () => {
    const schema = z.object({ recipe: z.object({ steps: z.array(z.string().min(3)) }) });
    const answer = toHttpError(failureOf(() => parseInput(schema, { recipe: { steps: ['Boil', 'ab'] } })));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-argument');
    expect(answer.body.error.message).toMatch(/^Invalid recipe\.steps\[1\]: Too small/);
    expect(answer.body.error.field).toBe('recipe.steps[1]');
  });

  it("keeps a schema's own message (the spec's text) as written", () => {
    const schema = z.object({
      nameEn: z.string().min(1, 'English, Hebrew, French, and Italian names are all required'),
    });
    const answer = toHttpError(failureOf(() => parseInput(schema, { nameEn: '' })));
    expect(answer.body.error.message).toBe('English, Hebrew, French, and Italian names are all required');
    expect(answer.body.error.field).toBe('nameEn');
  });

  it('answers a raw ZodError (parsed elsewhere) with 400 too', () => {
    const parsed = z.object({ page: z.string() }).safeParse({});
    if (parsed.success) throw new Error('expected a failure');
    expect(toHttpError(parsed.error)).toMatchObject({ status: 400, body: { error: { field: 'page' } } });
  });

  it('hides an unknown error behind a generic 500', () => {
    const answer = toHttpError(new Error('connection string postgres://secret'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { code: 'internal', message: CALL_MESSAGES.internal } });
    expect(JSON.stringify(answer)).not.toContain('secret');
  });
});

describe('callable errors', () => {
  it('keeps the code, message and details of an AppError', () => {
    const error = toHttpsError(
      new AppError('already-exists', 'Category already exists', { field: 'nameEn' }),
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe('Category already exists');
    expect(error.details).toEqual({ field: 'nameEn' });
  });

  it('passes an HttpsError through untouched', () => {
    const original = new HttpsError('not-found', 'Recipe not found');
    expect(toHttpsError(original)).toBe(original);
  });

  it('maps bad input to invalid-argument naming the field', () => {
    const error = toHttpsError(failureOf(() => parseInput(z.object({ nameEn: z.string() }), {})));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Invalid nameEn: Invalid input: expected string, received undefined');
    expect(error.details).toMatchObject({ field: 'nameEn' });
  });
});
