import type { Request, Response } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpContract } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { createRouter, matchSegments, reply, splitPath } from './http';

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  ended: boolean;
}

/** A request as the functions runtime hands it over, and a response that records what was sent. */
function exchange(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; query?: Record<string, string> } = {},
) {
  const req = {
    method,
    path,
    query: options.query ?? {},
    headers: {},
    body: options.body ?? {},
    rawBody: options.rawBody === undefined ? undefined : Buffer.from(options.rawBody),
  } as unknown as Request;
  const recorded: Recorded = { status: 200, headers: {}, body: undefined, ended: false };
  const res = {
    get headersSent() {
      return recorded.ended;
    },
    status(code: number) {
      recorded.status = code;
      return this;
    },
    set(headers: Record<string, string> | string, value?: string) {
      if (typeof headers === 'string') recorded.headers[headers] = value ?? '';
      else Object.assign(recorded.headers, headers);
      return this;
    },
    json(body: unknown) {
      recorded.body = body;
      recorded.ended = true;
      return this;
    },
    end() {
      recorded.ended = true;
      return this;
    },
  } as unknown as Response;
  return { req, res, recorded };
}

const router = createRouter()
  .get('/api/content/:page', ({ params, query }) => ({ page: params.page, lang: query.lang ?? null }))
  .post('/api/content/:page', ({ params, body }) => reply(201, { page: params.page, body }))
  .delete('/api/content/:page', () => {
    throw new AppError('permission-denied', 'Admin access required');
  });
const handle = router.handler();

describe('router', () => {
  it('matches method and path and passes params and query', async () => {
    const { req, res, recorded } = exchange('GET', '/api/content/terms', { query: { lang: 'he' } });
    await handle(req, res);
    expect(recorded).toMatchObject({ status: 200, body: { page: 'terms', lang: 'he' } });
  });

  it('decodes params and ignores a trailing slash', async () => {
    const { req, res, recorded } = exchange('GET', '/api/content/privacy%20policy/');
    await handle(req, res);
    expect(recorded.body).toEqual({ page: 'privacy policy', lang: null });
  });

  it('hands the parsed JSON body to the handler, with its own status', async () => {
    const { req, res, recorded } = exchange('POST', '/api/content/terms', {
      body: { text: 'Hi' },
      rawBody: '{"text":"Hi"}',
    });
    await handle(req, res);
    expect(recorded).toMatchObject({ status: 201, body: { page: 'terms', body: { text: 'Hi' } } });
  });

  it('answers 400 when a text body is not JSON', async () => {
    const { req, res, recorded } = exchange('POST', '/api/content/terms', {
      body: '{oops',
      rawBody: '{oops',
    });
    await handle(req, res);
    expect(recorded.status).toBe(400);
    expect(recorded.body).toEqual({
      error: { code: 'invalid-argument', message: 'Request body is not valid JSON' },
    });
  });

  it('answers 404 for an unknown path', async () => {
    const { req, res, recorded } = exchange('GET', '/api/nothing');
    await handle(req, res);
    expect(recorded.status).toBe(404);
    expect(recorded.body).toMatchObject({ error: { code: 'not-found' } });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const { req, res, recorded } = exchange('PUT', '/api/content/terms');
    await handle(req, res);
    expect(recorded.status).toBe(405);
    expect(recorded.headers.Allow).toBe('GET, POST, DELETE');
  });

  it('turns a thrown AppError into its status and body', async () => {
    const { req, res, recorded } = exchange('DELETE', '/api/content/terms');
    await handle(req, res);
    expect(recorded.status).toBe(403);
    expect(recorded.body).toEqual({ error: { code: 'permission-denied', message: 'Admin access required' } });
  });
});

const echoContract = httpContract<{ name: string; times: number }>(
  'public',
  'test',
)({
  method: 'POST',
  path: '/api/echo/:name',
  from: 'body',
  input: z.object({ times: z.number({ error: 'times must be a number' }) }),
  errors: [],
});
const lookupContract = httpContract<{ q: string }>(
  'public',
  'test',
)({
  method: 'GET',
  path: '/api/echo/:name',
  from: 'query',
  input: z.object({ q: z.string({ error: 'q is required' }) }),
  errors: [],
});
const contractRouter = createRouter()
  .route(echoContract, ({ params, input }) => ({ name: params.name ?? '', times: input.times }))
  .route(lookupContract, ({ input }) => reply(200, { q: input.q }, { 'Cache-Control': 'no-store' }), {
    before: ({ query }) => {
      if (query.q === 'closed') throw new AppError('not-found', 'Not served here');
    },
  })
  .handler();

describe('routes from contracts', () => {
  it('parses the body with the contract and answers what the handler returns', async () => {
    const { req, res, recorded } = exchange('POST', '/api/echo/ada', {
      body: { times: 2 },
      rawBody: '{"times":2}',
    });
    await contractRouter(req, res);
    expect(recorded).toMatchObject({ status: 200, body: { name: 'ada', times: 2 } });
  });

  it('answers 400 naming the field when the input breaks the contract', async () => {
    const { req, res, recorded } = exchange('POST', '/api/echo/ada', { body: { times: 'x' }, rawBody: '{}' });
    await contractRouter(req, res);
    expect(recorded.status).toBe(400);
    expect(recorded.body).toMatchObject({
      error: { code: 'invalid-argument', message: 'times must be a number' },
    });
  });

  it('answers 400 naming the field for a lone surrogate, in a value or a key, whatever the schema', async () => {
    const inValue = exchange('POST', '/api/echo/ada', {
      body: JSON.parse('{"times":2,"note":["ok","a\\ud800"]}'),
      rawBody: '{}',
    });
    await contractRouter(inValue.req, inValue.res);
    expect(inValue.recorded).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'note[1]' } },
    });
    const inKey = exchange('POST', '/api/echo/ada', {
      body: JSON.parse('{"times":2,"\\udc00":1}'),
      rawBody: '{}',
    });
    await contractRouter(inKey.req, inKey.res);
    expect(inKey.recorded).toMatchObject({ status: 400, body: { error: { field: '\ufffd' } } });
  });

  it('parses the query for a GET contract and keeps reply() headers', async () => {
    const { req, res, recorded } = exchange('GET', '/api/echo/ada', { query: { q: 'soup' } });
    await contractRouter(req, res);
    expect(recorded).toMatchObject({
      status: 200,
      body: { q: 'soup' },
      headers: { 'Cache-Control': 'no-store' },
    });
  });

  it('runs `before` ahead of parsing, and keeps the 405 for other methods', async () => {
    const closed = exchange('GET', '/api/echo/ada', { query: { q: 'closed' } });
    await contractRouter(closed.req, closed.res);
    expect(closed.recorded.status).toBe(404);
    const other = exchange('PUT', '/api/echo/ada');
    await contractRouter(other.req, other.res);
    expect(other.recorded).toMatchObject({ status: 405, headers: { Allow: 'POST, GET' } });
  });
});

describe('path matching', () => {
  it('captures :names and rejects other lengths or literals', () => {
    const pattern = splitPath('/api/recipes/:id/ratings');
    expect(matchSegments(pattern, splitPath('/api/recipes/r1/ratings'))).toEqual({ id: 'r1' });
    expect(matchSegments(pattern, splitPath('/api/recipes/r1'))).toBeNull();
    expect(matchSegments(pattern, splitPath('/api/recipes/r1/comments'))).toBeNull();
  });
});
