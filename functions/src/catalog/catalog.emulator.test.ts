/**
 * GET /api/catalog through the Hosting rewrite (decision 0011): the catalogue as Firestore holds it, cacheable at
 * the CDN; and settings/catalog's version, raised by the catalog triggers after an admin's change, which the app
 * watches live and asks for again with `?v=`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogAnswer } from '../domain/catalog/answer';
import { db } from '../platform/firebase';
import { categoryCalls } from '../testing/adminCalls';
import { createAdmin, type TestUser } from '../testing/authEmulator';

let admin: TestUser;
const { call, create, created } = categoryCalls(() => admin);

function hosting(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

async function getCatalog(query = '') {
  const response = await fetch(hosting(`/api/catalog${query}`));
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

async function storedVersion(): Promise<number> {
  return ((await db().collection('settings').doc('catalog').get()).get('version') as number | undefined) ?? 0;
}

/** The triggers run after the callable has answered: wait for the version to pass `after`. */
async function versionAbove(after: number): Promise<number> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const version = await storedVersion();
    if (version > after) return version;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`settings/catalog stayed at version ${after}`);
}

beforeAll(async () => {
  admin = await createAdmin(db());
});

afterAll(async () => {
  for (const id of created) await call('deleteCategory', { id, replacementCategoryId: 'main-courses' });
});

describe('GET /api/catalog', () => {
  it('answers every category by English name and every dietary option by position, with the stored version', async () => {
    const { status, cache, body } = await getCatalog();
    const answer = body as CatalogAnswer;
    const [categories, options] = await Promise.all([
      db().collection('categories').orderBy('nameEn').get(),
      db().collection('dietaryOptions').orderBy('order').get(),
    ]);
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=60, s-maxage=120');
    expect(answer.categories.map((c) => c.id)).toEqual(categories.docs.map((d) => d.id));
    expect(answer.categories[0]).toEqual({ ...categories.docs[0]?.data(), id: categories.docs[0]?.id });
    expect(answer.dietaryOptions.map((o) => o.fieldName)).toEqual(
      options.docs.map((d) => d.get('fieldName')),
    );
    expect(answer.version).toBeGreaterThanOrEqual(await storedVersion());
    expect(answer.categories.length).toBeGreaterThan(0);
  });

  it("an admin's new category raises the version, and the versioned answer has it and may be kept a day", async () => {
    const before = await storedVersion();
    const category = await create({ nameEn: 'Zz Catalog Soups' });
    const version = await versionAbove(before);

    const { cache, body } = await getCatalog(`?v=${version}`);
    expect((body as CatalogAnswer).categories.map((c) => c.nameEn)).toContain('Zz Catalog Soups');
    expect((body as CatalogAnswer).version).toBeGreaterThanOrEqual(version);
    expect(cache).toBe('public, max-age=3600, s-maxage=86400');

    const afterCreate = await storedVersion();
    await call('deleteCategory', { id: category.id, replacementCategoryId: 'main-courses' });
    created.splice(created.indexOf(category.id), 1);
    const deleted = await versionAbove(afterCreate);
    const again = (await getCatalog(`?v=${deleted}`)).body as CatalogAnswer;
    expect(again.categories.map((c) => c.id)).not.toContain(category.id);
  });

  it('never lets a CDN keep a version nobody has seen yet', async () => {
    const { status, cache } = await getCatalog(`?v=${(await storedVersion()) + 1000}`);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
  });

  it('answers 400 naming v for a version that is not a number', async () => {
    const { status, body } = await getCatalog('?v=latest');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('v');
    expect((body as { error: { message: string } }).error.message).toMatch(/\bv\b/);
  });
});
