import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, apiUrl, contentLanguage, errorMessage, toApiError } from './api';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers },
  });
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds /api paths with query strings', () => {
    expect(apiUrl('content/terms', { language: 'he', skip: undefined })).toBe(
      '/api/content/terms?language=he',
    );
    expect(apiUrl('/api/x')).toBe('/api/x');
  });

  it('maps { error: { code, message } } to the server text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        respond(
          429,
          {
            error: {
              code: 'resource-exhausted',
              message: 'Too many requests. Please try again later.',
              resetIn: 30,
            },
          },
          { 'retry-after': '30' },
        ),
      ),
    );
    const error = await apiFetch('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      status: 429,
      message: 'Too many requests. Please try again later.',
      fromServer: true,
    });
    expect((error as ApiRequestError).details).toEqual({ resetIn: 30, retryAfter: 30 });
    expect(errorMessage(error, 'fallback')).toBe('Too many requests. Please try again later.');
  });

  it('maps an HTML error page and a network failure to codes without a server text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(502, '<html>bad gateway</html>')),
    );
    const error = await apiFetch('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'internal', status: 502, fromServer: false });
    expect(errorMessage(error, 'fallback')).toBe('fallback');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiFetch('x').catch((e: unknown) => e)).toMatchObject({
      code: 'unavailable',
      fromServer: false,
    });
  });

  it('maps callable errors (FirebaseError functions/<code>)', () => {
    const withMessage = Object.assign(new Error('Category name already exists'), {
      code: 'functions/already-exists',
      details: { field: 'nameEn' },
    });
    expect(toApiError(withMessage)).toMatchObject({
      code: 'already-exists',
      message: 'Category name already exists',
      fromServer: true,
      details: { field: 'nameEn' },
    });
    const bare = Object.assign(new Error('internal'), { code: 'functions/internal' });
    expect(toApiError(bare)).toMatchObject({ code: 'internal', fromServer: false });
  });

  it('drops the HTTP status the callable SDK appends to the server text', () => {
    const duplicate = Object.assign(new Error('A category with this English name already exists [409]'), {
      code: 'functions/already-exists',
    });
    expect(toApiError(duplicate)).toMatchObject({
      message: 'A category with this English name already exists',
      fromServer: true,
    });
    const bare = Object.assign(new Error('internal [500]'), { code: 'functions/internal' });
    expect(toApiError(bare)).toMatchObject({ code: 'internal', fromServer: false });
    // a request that never reached the server: status 0, not a server's text
    const unreached = Object.assign(new Error('internal [0]'), { code: 'functions/internal' });
    expect(toApiError(unreached)).toMatchObject({ code: 'internal', message: 'internal', fromServer: false });
  });

  it('reads content in en or he only', () => {
    expect(contentLanguage('he')).toBe('he');
    expect(contentLanguage('fr')).toBe('en');
    expect(contentLanguage('it')).toBe('en');
  });
});
