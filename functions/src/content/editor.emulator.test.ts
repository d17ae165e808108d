/**
 * The Content Editor's calls (issue 14; spec 002 §2, §5, §7 "Content"): GET, PUT and POST /api/admin/content
 * through the Hosting rewrite, both stores, the audit entry, and the public page showing the edit at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_COLLECTION } from '../domain/admin';
import { CONTENT_EDITOR_MESSAGES, type ContentItem } from '../domain/content';
import { db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { seedReferenceData } from '../seed/referenceData';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { stackEnv } from '../testing/env';
import { mirrorRow } from '../testing/pg';
import { api, type HttpAnswer } from '../testing/recipes';
import { deleteAccounts } from '../testing/users';
import { commitMirrored } from '../platform/mirror/commitMirrored';
import { withVersion } from '../platform/mirror/deps';
import { contentMapping } from '../platform/mirror/mappings';

let admin: TestUser;
let deps: Parameters<typeof seedReferenceData>[0];

type Failure = { error: { code: string; message: string; field?: string } };
type Saved = { item: ContentItem } & Failure;

const put = (body: unknown) => api<Saved>('PUT', '/api/admin/content', { user: admin, body });
const post = (body: unknown) => api<Saved>('POST', '/api/admin/content', { user: admin, body });
const stored = async (id: string) => (await db().collection('content').doc(id).get()).data();

/** A save answered 200 whose item, Firestore document and mirror row all hold `fields`. */
async function expectSaved(answer: HttpAnswer<Saved>, id: string, fields: Partial<ContentItem>) {
  expect(answer.status).toBe(200);
  expect(answer.body.item).toMatchObject({ id, ...fields });
  expect(await stored(id)).toMatchObject(fields);
  expect(await mirrorRow('content', id)).toMatchObject(fields);
}

/** Removes an item through the mirror protocol (the seed brings the built-in one back afterwards). */
async function removeItem(id: string) {
  const data = await stored(id);
  if (!data) return;
  await commitMirrored(deps, 'test: remove content', [
    { mapping: contentMapping, id, before: withVersion(data), after: null },
  ]);
}

beforeAll(async () => {
  const env = stackEnv();
  deps = { db: db(), mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }) };
  await seedReferenceData(deps);
  admin = await createAdmin(db());
});

afterAll(async () => {
  // the built-in texts back for the other files: remove the edited ones, let the seed write them again
  await removeItem('privacy_policy_he');
  await removeItem('about_us_en');
  await seedReferenceData(deps);
  await deleteAccounts([admin.uid]);
});

describe('/api/admin/content', () => {
  it('lists every item with its type, language, title, text and date', async () => {
    const answer = await api<{ content: ContentItem[] }>('GET', '/api/admin/content', { user: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const terms = answer.body.content.find((item) => item.id === 'terms_of_use_en');
    expect(terms).toMatchObject({ content_type: 'terms_of_use', language: 'en' });
    expect(terms?.content.length).toBeGreaterThan(150);
    expect(answer.body.content).toHaveLength(10);
  });

  it('updates an item in both stores, audits it, and the public page shows it at once', async () => {
    const before = await stored('privacy_policy_he');
    const title = 'מדיניות פרטיות חדשה';
    const content = '# כותרת\n\n**מודגש** ו-*נטוי*';
    const answer = await put({
      content_type: 'privacy_policy',
      language: 'he',
      title: `  ${title} `,
      content,
    });
    await expectSaved(answer, 'privacy_policy_he', { title });

    const page = await api<Record<string, unknown>>('GET', '/api/content/privacy-policy', {
      query: { language: 'he' },
    });
    expect(page.body).toMatchObject({ title, content });
    expect(page.headers.get('cache-control')).toContain('no-cache');

    const entries = await db()
      .collection(ADMIN_AUDIT_COLLECTION)
      .where('actorId', '==', admin.uid)
      .where('action', '==', 'PUT /api/admin/content')
      .get();
    const entry = entries.docs.map((doc) => doc.data()).find((e) => e.target?.id === 'privacy_policy_he');
    expect(entry?.before).toMatchObject({ title: before?.title });
    expect(entry?.after).toMatchObject({ title });
  });

  it('creates an item that does not exist, and refuses to create one that does', async () => {
    await removeItem('about_us_en');
    const created = await post({
      content_type: 'about_us',
      language: 'en',
      title: 'About',
      content: 'We cook.',
    });
    await expectSaved(created, 'about_us_en', { content: 'We cook.' });

    const again = await post({ content_type: 'about_us', language: 'en', title: 'About', content: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CONTENT_EDITOR_MESSAGES.alreadyExists);
    expect((await stored('about_us_en'))?.content).toBe('We cook.');
  });

  it('refuses an update of an item that does not exist', async () => {
    await removeItem('about_us_en');
    const answer = await put({ content_type: 'about_us', language: 'en', title: 'About', content: 'x' });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(CONTENT_EDITOR_MESSAGES.notFound);
    expect(await stored('about_us_en')).toBeUndefined();
  });

  it.each([
    ['a blank title', { title: '   ', content: 'x' }, 'title'],
    ['a blank content', { title: 'x', content: '' }, 'content'],
  ])('refuses %s with "Title and content are required", writing nothing', async (_case, fields, field) => {
    const before = await stored('terms_of_use_en');
    const answer = await put({ content_type: 'terms_of_use', language: 'en', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(CONTENT_EDITOR_MESSAGES.required);
    expect(answer.body.error.field).toBe(field);
    expect(await stored('terms_of_use_en')).toEqual(before);
  });
});
