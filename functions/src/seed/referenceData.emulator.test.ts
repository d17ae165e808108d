/**
 * seedReferenceData against the running emulators and mirror: from empty catalog collections, one run creates the
 * defaults in both stores, a second run creates nothing.
 */
import { DEFAULT_RECIPE_IMAGE_CATEGORY } from '../domain/settings/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CATEGORIES } from '../domain/constants/enterpriseSettings';
import { CATALOG_VERSION_DOC } from '../domain/catalog/answer';
import { categoryMapping } from '../platform/mirror/mappings';
import { dietaryOptionMapping } from '../platform/mirror/mappings';
import { withVersion } from '../platform/mirror/deps';
import { db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { commitMirrored } from '../platform/mirror/commitMirrored';
import type { MirrorMapping } from '../platform/mirror/types';
import { stackEnv } from '../testing/env';
import { query } from '../testing/pg';
import { seedReferenceData } from './referenceData';

let deps: Parameters<typeof seedReferenceData>[0];

/** Empties a mirrored collection through the protocol, so both stores stay consistent. */
async function clear(mapping: MirrorMapping) {
  const snapshot = await db().collection(mapping.collection).get();
  const changes = snapshot.docs.map((d) => ({
    mapping,
    id: d.id,
    before: withVersion(d.data()),
    after: null,
  }));
  await commitMirrored(deps, 'clear for a test', changes);
}

async function counts() {
  const [categories, options] = await Promise.all([
    db().collection('categories').count().get(),
    db().collection('dietaryOptions').count().get(),
  ]);
  const [rows] = await query<{ categories: string; options: string }>(
    'select (select count(*) from categories) as categories, (select count(*) from dietary_options) as options',
  );
  return {
    firestore: { categories: categories.data().count, options: options.data().count },
    mirror: { categories: Number(rows?.categories), options: Number(rows?.options) },
  };
}

beforeAll(() => {
  const env = stackEnv();
  deps = { db: db(), mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }) };
});

afterAll(async () => {
  await seedReferenceData(deps);
});

describe('seedReferenceData', () => {
  it('creates the defaults once: running twice leaves 12 categories and 4 dietary options in both stores', async () => {
    await clear(categoryMapping);
    await clear(dietaryOptionMapping);
    expect(await counts()).toEqual({
      firestore: { categories: 0, options: 0 },
      mirror: { categories: 0, options: 0 },
    });

    const first = await seedReferenceData(deps);
    expect(first).toMatchObject({ categories: 12, dietaryOptions: 4 });
    const second = await seedReferenceData(deps);
    expect(second).toEqual({ categories: 0, dietaryOptions: 0, settings: 0, content: 0 });

    expect(await counts()).toEqual({
      firestore: { categories: 12, options: 4 },
      mirror: { categories: 12, options: 4 },
    });
  });

  it('seeds Main Courses as the only primary category, and the options in order 1-4', async () => {
    const primaries = await query<{ firebase_id: string }>(
      'select firebase_id from categories where is_primary',
    );
    expect(primaries.map((r) => r.firebase_id)).toEqual(['main-courses']);
    const main = (await db().collection('categories').doc('main-courses').get()).data();
    expect(main).toMatchObject({
      nameEn: 'Main Courses',
      nameHe: 'מנות עיקריות',
      isPrimary: true,
      emoji: '🍛',
    });
    expect(typeof main?.version).toBe('number');

    const options = await query<{ firebase_id: string; field_name: string; sort_order: number }>(
      'select firebase_id, field_name, sort_order from dietary_options order by sort_order',
    );
    expect(options).toEqual([
      { firebase_id: 'kosher', field_name: 'isKosher', sort_order: 1 },
      { firebase_id: 'vegan', field_name: 'isVegan', sort_order: 2 },
      { firebase_id: 'vegetarian', field_name: 'isVegetarian', sort_order: 3 },
      { firebase_id: 'gluten-free', field_name: 'isGlutenFree', sort_order: 4 },
    ]);
  });

  it('leaves a seeded collection as the admins made it', async () => {
    await commitMirrored(deps, 'delete category', [
      {
        mapping: categoryMapping,
        id: 'snacks',
        before: withVersion((await db().collection('categories').doc('snacks').get()).data()!),
        after: null,
      },
    ]);
    expect((await seedReferenceData(deps)).categories).toBe(0);
    expect((await db().collection('categories').doc('snacks').get()).exists).toBe(false);
    await clear(categoryMapping);
    expect((await seedReferenceData(deps)).categories).toBe(12);
  });

  it('holds the enterprise settings and the content pages in en and he', async () => {
    const settings = await db().collection('settings').get();
    // settings/catalog is the catalogue's version counter, bumped by the catalog triggers after the seed's writes;
    // settings/defaultRecipeImage is the admin's (the seed writes none; a settings test of this run may have)
    const seeded = settings.docs
      .map((d) => d.id)
      .filter((id) => id !== CATALOG_VERSION_DOC && id !== DEFAULT_RECIPE_IMAGE_CATEGORY);
    expect(seeded.sort()).toEqual([...SETTINGS_CATEGORIES].sort());
    // its values are an admin's once a settings test of this run saved them; the defaults are the domain's
    expect(settings.docs.find((d) => d.id === 'analytics')?.data()).toMatchObject({
      calorieThresholds: { low: expect.any(Number), medium: expect.any(Number) },
      updatedBy: expect.any(String),
    });
    const content = await query<{ firebase_id: string; language: string }>(
      'select firebase_id, language from content order by firebase_id',
    );
    expect(content).toHaveLength(10);
    expect(content.map((r) => r.firebase_id)).toContain('terms_of_use_he');
  });
});
