/**
 * GET /recipe/{id} through the Hosting emulator (MATKON_HOSTING_URL), as a crawler fetches it: the SPA's built
 * index.html with the recipe's tags for a public recipe, and nothing of it for a private one. Recipes are written
 * with the admin SDK (this group only reads them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { recipeDoc } from '../testing/factories';

function hosting(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

async function page(path: string) {
  const response = await fetch(hosting(path));
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const ids = { public: '', private: '', followers: '' };
let categoryId = '';

beforeAll(async () => {
  // A seeded default category (categories are mirrored: tests never write their own here).
  const soups = await db().collection('categories').where('nameEn', '==', 'Soups').limit(1).get();
  categoryId = soups.docs[0]?.id ?? '';
  if (!categoryId) throw new Error('the default category Soups is missing: run against a seeded stack');
  const write = async (overrides: Record<string, unknown>) => {
    const ref = db().collection('recipes').doc();
    await ref.set(recipeDoc({ authorName: 'Dana Cook', authorUsername: 'dana_cook', ...overrides }));
    return ref.id;
  };
  ids.public = await write({
    title: 'Lentil soup </script><script>alert(1)</script>',
    description: 'Warm & thick',
    visibility: 'public',
    categories: [categoryId],
    preparationTime: 30,
    cookingTime: 45,
    servings: 4,
    tags: ['soup'],
    totalRatings: 2,
    rating: 4.5,
    isVegan: true,
    images: [
      {
        url: '/api/media/images/recipes/x/y/original.jpg',
        sizes: {
          thumbnail: '/api/media/images/recipes/x/y/thumbnail.jpg',
          card: '/api/media/images/recipes/x/y/card.jpg',
          detail: '/api/media/images/recipes/x/y/detail.jpg',
          full: '/api/media/images/recipes/x/y/full.jpg',
        },
        originalUrl: '/api/media/images/recipes/x/y/original.jpg',
        publicId: 'recipes/x/y',
        width: 1200,
        height: 900,
        format: 'jpg',
      },
    ],
  });
  ids.private = await write({ title: 'Secret family stew', visibility: 'private' });
  ids.followers = await write({ title: 'Friends only pie', visibility: 'followers-only' });
});

describe('GET /recipe/{id} on Hosting', () => {
  it('fills a public recipe page with title, Open Graph, Twitter, hreflang and JSON-LD', async () => {
    const { status, type, html } = await page(`/recipe/${ids.public}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<div id="root">');
    expect(html).toContain(
      '<meta property="og:title" content="Lentil soup &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/media\/images\/recipes\/x\/y\/full\.jpg" \/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`hreflang="he" href="${hosting(`/recipe/${ids.public}`)}?lang=he"`);
    expect(html).not.toContain('<script>alert(1)</script>');

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Lentil soup </script><script>alert(1)</script>',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H15M',
      recipeYield: '4',
      recipeCategory: 'Soups',
      keywords: 'soup',
      suitableForDiet: 'https://schema.org/VeganDiet',
      recipeInstructions: [{ '@type': 'HowToStep', position: 1, text: 'Boil the water' }],
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
      author: { '@type': 'Person', name: 'Dana Cook', url: hosting('/dana_cook') },
    });
  });

  it.each(['private', 'followers'] as const)(
    'shows nothing of a %s recipe, and asks not to index',
    async (kind) => {
      const { status, html } = await page(`/recipe/${ids[kind]}`);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toMatch(/application\/ld\+json|og:title|Secret family stew|Friends only pie/);
    },
  );

  it('answers 404 with the app for a missing recipe', async () => {
    const { status, html } = await page('/recipe/doesNotExist123');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('application/ld+json');
  });

  it('leaves /recipe/{id}/edit to the plain SPA', async () => {
    const { status, html } = await page(`/recipe/${ids.public}/edit`);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/og:title|noindex|application\/ld\+json/);
  });
});
