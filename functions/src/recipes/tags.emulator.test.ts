/**
 * Tags (001 §3, §7, §9) end to end: counted by the recipe callables in both stores (concurrent writers included),
 * read back through recipes-api: POST /api/supabase/get-popular-tags and GET /api/tags/suggest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TagListItem } from '../domain/recipe/types';
import { db } from '../platform/firebase';
import { createServiceClient } from '../platform/mirror/client';
import { stackEnv } from '../testing/env';
import { closedPortUrl } from '../testing/faultyMirror';
import { createUser, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { mirrorRow } from '../testing/pg';
import { waitFor } from '../testing/waitFor';
import { api, createRecipeAs, tagDoc } from '../testing/recipes';
import { popularTags, suggestTags } from './tags';

let cooks: TestUser[];
const prefix = `zt${unique()}`;
const tags = { hot: `${prefix}hot`, warm: `${prefix}warm`, cold: `${prefix}cold`, he: `${prefix}מרק` };

beforeAll(async () => {
  cooks = await Promise.all([createUser(db()), createUser(db()), createUser(db())]);
});

describe('counting', () => {
  it('counts a tag used by concurrent recipes of different cooks exactly, in both stores', async () => {
    const ids = await Promise.all(cooks.map((cook) => createRecipeAs(cook, { tags: [tags.hot] })));
    await createRecipeAs(cooks[0]!, { tags: [tags.hot, tags.warm] });
    await createRecipeAs(cooks[1]!, { tags: [tags.warm, tags.cold] });
    for (const cook of [cooks[2]!, cooks[0]!]) {
      await createRecipeAs(cook, { tags: [tags.he], title: 'מרק עדשים כתום', description: 'מרק חם לחורף' });
    }

    const hot = await tagDoc(tags.hot);
    expect(hot).toMatchObject({ count: 4, language: 'en' });
    expect(hot?.recipes).toEqual(expect.arrayContaining(ids));
    expect(await mirrorRow('tags', tags.hot)).toMatchObject({ count: 4 });
    expect(await tagDoc(tags.he)).toMatchObject({ count: 2, language: 'he' });
  });
});

describe('POST /api/supabase/get-popular-tags', () => {
  const popular = async (body: Record<string, unknown>) => {
    const answer = await api<{ success: boolean; data: TagListItem[] }>(
      'POST',
      '/api/supabase/get-popular-tags',
      {
        body,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data;
  };

  it('lists the most used tags of two cooks or more first in the spec shape, in a language or all', async () => {
    const ours = (await popular({ language: 'en', limit: 50 })).filter((t) => t.tag.startsWith(prefix));
    // cold is one cook's tag: popular only once a second cook uses it (decision 0040)
    expect(ours.map((t) => t.tag)).toEqual([tags.hot, tags.warm]);
    expect(ours[0]).toEqual({
      firebase_id: tags.hot,
      tag: tags.hot,
      display_name: tags.hot,
      language: 'en',
      count: 4,
      last_used: expect.any(String),
    });
    const hebrew = (await popular({ language: 'he', limit: 50 })).map((t) => t.tag);
    expect(hebrew).toContain(tags.he);
    expect(hebrew).not.toContain(tags.hot);
    const all = await popular({ limit: 50 });
    expect(all.length).toBeLessThanOrEqual(50);
    expect(all.map((t) => t.count)).toEqual([...all.map((t) => t.count)].sort((a, b) => b - a));
  });

  it('defaults to 20 without a body', async () => {
    const answer = await api<{ data: unknown[] }>('POST', '/api/supabase/get-popular-tags');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeLessThanOrEqual(20);
  });
});

describe('GET /api/tags/suggest', () => {
  it('suggests popular tags that start with the text, then those that contain it', async () => {
    const answer = await api<{ tags: TagListItem[] }>('GET', '/api/tags/suggest', {
      query: { q: prefix.toUpperCase(), language: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.tags.map((t) => t.tag)).toEqual([tags.hot, tags.warm]);
    const inside = await api<{ tags: TagListItem[] }>('GET', '/api/tags/suggest', {
      query: { q: 'arm', limit: '50' },
    });
    expect(inside.body.tags.map((t) => t.tag)).toContain(tags.warm);
  });
});

describe('popular tags with the mirror unreachable (000 §7)', () => {
  // each call to the closed port retries with backoff before it falls back: some 7 s each, 21 s in all on CI
  it('falls back to the Firestore tags collection: the same tags, shape and order', async () => {
    const env = stackEnv();
    const sources = async (url: string) => ({
      supabase: createServiceClient({ url, serviceKey: env.mirrorServiceKey }),
      db: db(),
    });
    const up = await sources(env.mirrorUrl);
    const down = await sources(await closedPortUrl());
    const ours = (list: TagListItem[]) => list.filter((t) => t.tag.startsWith(prefix));

    const fromMirror = ours(await popularTags(up, { language: 'en', limit: 500 }));
    const fromFirestore = ours(await popularTags(down, { language: 'en', limit: 500 }));
    expect(fromFirestore.map((t) => t.tag)).toEqual([tags.hot, tags.warm]);
    expect(fromFirestore).toEqual(fromMirror.map((t) => ({ ...t, last_used: expect.any(String) })));
    expect(fromFirestore.map((t) => Date.parse(t.last_used ?? ''))).toEqual(
      fromMirror.map((t) => Date.parse(t.last_used ?? '')),
    );
    expect(ours(await popularTags(down, { language: 'he', limit: 500 })).map((t) => t.tag)).toEqual([
      tags.he,
    ]);
    const suggested = await suggestTags(down, { q: prefix, language: 'en', limit: 10 });
    expect(suggested.map((t) => t.tag)).toEqual([tags.hot, tags.warm]);
  }, 90_000);
});

describe('the mirror reconciler (mirror-onTagWritten)', () => {
  it('brings the row up to a tag written outside the functions, and removes it with the document', async () => {
    const id = `${prefix}byhand`;
    const ref = db().collection('tags').doc(id);
    await ref.set({ tag: id, displayName: id, language: 'en', count: 2, recipes: [], version: 1 });
    await waitFor(async () => ((await mirrorRow('tags', id))?.count === 2 ? true : undefined), {
      timeoutMs: 30_000,
      what: 'the tag row',
    });
    await ref.delete();
    await waitFor(async () => ((await mirrorRow('tags', id)) === null ? true : undefined), {
      timeoutMs: 30_000,
      what: 'the tag row to go',
    });
  });
});
