/** GET /api/content/{page}?language= on the content-api function (directly and through the Hosting rewrite). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, defaultContent } from '../domain/content';
import { withVersion } from '../platform/mirror/deps';
import { db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { commitMirrored } from '../platform/mirror/commitMirrored';
import { seedReferenceData } from '../seed/referenceData';
import { functionsUrl } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { contentMapping } from '../platform/mirror/mappings';

let deps: Parameters<typeof seedReferenceData>[0];

async function get(path: string, base = functionsUrl('content-api')) {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  const env = stackEnv();
  deps = { db: db(), mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }) };
  await seedReferenceData(deps);
});

afterAll(async () => {
  await seedReferenceData(deps);
});

describe('GET /api/content/{page}', () => {
  it.each([
    ['terms', 'terms_of_use'],
    ['privacy-policy', 'privacy_policy'],
    ['about-us', 'about_us'],
    ['contact-us', 'contact_info'],
    ['user-verification', 'user_verification'],
  ] as const)('serves %s in en and he', async (page, type) => {
    for (const language of ['en', 'he'] as const) {
      const doc = (await db().collection('content').doc(`${type}_${language}`).get()).data();
      const { status, body } = await get(`/api/content/${page}?language=${language}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        title: doc?.title,
        content: doc?.content,
        updatedAt: doc?.updated_at,
        fallback: false,
      });
    }
  });

  it('defaults to English', async () => {
    const { body } = await get('/api/content/terms');
    expect(body.title).toBe(defaultContent('terms_of_use', 'en').title);
  });

  it('answers 400 for an unknown page or language', async () => {
    const page = await get('/api/content/recipes?language=en');
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({
      error: { code: 'invalid-argument', message: CONTENT_MESSAGES.unknownPage },
    });
    const language = await get('/api/content/terms?language=fr');
    expect(language.status).toBe(400);
    expect(language.body).toMatchObject({ error: { message: CONTENT_MESSAGES.unknownLanguage } });
  });

  it('sets the fallback flag when the text is missing', async () => {
    const ref = db().collection('content').doc('about_us_he');
    await commitMirrored(deps, 'delete content', [
      {
        mapping: contentMapping,
        id: 'about_us_he',
        before: withVersion((await ref.get()).data()!),
        after: null,
      },
    ]);
    const { status, body } = await get('/api/content/about-us?language=he');
    expect(status).toBe(200);
    expect(body).toEqual({ fallback: true });
  });

  it('is reachable through the Hosting rewrite', async () => {
    const hosting = process.env.MATKON_HOSTING_URL;
    if (!hosting) return;
    const { status, body } = await get('/api/content/terms?language=he', hosting);
    expect(status).toBe(200);
    expect(body).toMatchObject({ fallback: false, title: defaultContent('terms_of_use', 'he').title });
  });
});
