import { describe, expect, it } from 'vitest';
import { isoDuration } from './duration';
import { escapeHtml, jsonForScript } from './escape';
import { pageDescription, recipeHeadTags } from './headTags';
import { fillIndexHtml } from './html';
import { recipeJsonLd } from './jsonLd';
import { toSeoRecipe, type SeoRecipe } from './seoRecipe';

const ORIGIN = 'https://matkon.app';
const image = {
  url: '/api/media/images/recipes/r1/a/original.jpg',
  sizes: {
    thumbnail: '/api/media/images/recipes/r1/a/thumbnail.jpg',
    card: '/api/media/images/recipes/r1/a/card.jpg',
    detail: '/api/media/images/recipes/r1/a/detail.jpg',
    full: '/api/media/images/recipes/r1/a/full.jpg',
  },
  originalUrl: '/api/media/images/recipes/r1/a/original.jpg',
  publicId: 'recipes/r1/a',
  width: 1600,
  height: 1200,
  format: 'jpg',
};

function recipe(overrides: Record<string, unknown> = {}, categories = ['Soups']): SeoRecipe {
  return toSeoRecipe(
    'r1',
    {
      title: 'Lentil soup',
      description: 'A warm, thick soup.',
      ingredients: ['1 cup lentils', '1 onion'],
      instructions: ['Chop the onion', 'Simmer everything for 30 minutes'],
      images: [image],
      tags: ['soup', 'winter'],
      authorId: 'u1',
      authorName: 'Dana Cook',
      authorUsername: 'dana_cook',
      createdAt: '2026-01-02T10:00:00.000Z',
      lastEditedAt: '2026-01-03T10:00:00.000Z',
      preparationTime: 15,
      cookingTime: 90,
      servings: 4,
      rating: 4.26,
      totalRatings: 12,
      language: 'en',
      isVegan: true,
      isVegetarian: true,
      isGlutenFree: false,
      isKosher: true,
      visibility: 'public',
      ...overrides,
    },
    categories,
  );
}

describe('escaping', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON-LD inside its script element and valid', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('ISO 8601 durations', () => {
  it.each([
    [30, 'PT30M'],
    [0, 'PT0M'],
    [60, 'PT1H'],
    [105, 'PT1H45M'],
    [1440, 'PT24H'],
  ])('%i minutes → %s', (minutes, iso) => expect(isoDuration(minutes)).toBe(iso));
});

describe('schema.org Recipe JSON-LD', () => {
  it('describes a public recipe', () => {
    expect(recipeJsonLd(recipe(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': 'https://matkon.app/recipe/r1#recipe',
      url: 'https://matkon.app/recipe/r1',
      name: 'Lentil soup',
      description: 'A warm, thick soup.',
      image: [
        'https://matkon.app/api/media/images/recipes/r1/a/full.jpg',
        'https://matkon.app/api/media/images/recipes/r1/a/detail.jpg',
        'https://matkon.app/api/media/images/recipes/r1/a/card.jpg',
        'https://matkon.app/api/media/images/recipes/r1/a/thumbnail.jpg',
      ],
      author: { '@type': 'Person', name: 'Dana Cook', url: 'https://matkon.app/dana_cook' },
      datePublished: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-01-03T10:00:00.000Z',
      inLanguage: 'en',
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H45M',
      recipeYield: '4',
      recipeCategory: 'Soups',
      keywords: 'soup, winter',
      recipeIngredient: ['1 cup lentils', '1 onion'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Chop the onion' },
        { '@type': 'HowToStep', position: 2, text: 'Simmer everything for 30 minutes' },
      ],
      suitableForDiet: [
        'https://schema.org/VeganDiet',
        'https://schema.org/VegetarianDiet',
        'https://schema.org/KosherDiet',
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        ratingCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out the rating before anyone rated, and empty fields', () => {
    const ld = recipeJsonLd(
      recipe(
        {
          totalRatings: 0,
          rating: 0,
          images: [],
          tags: [],
          isVegan: false,
          isVegetarian: false,
          isKosher: false,
          cookingTime: undefined,
        },
        [],
      ),
      ORIGIN,
    );
    for (const key of [
      'aggregateRating',
      'image',
      'keywords',
      'suitableForDiet',
      'recipeCategory',
      'cookTime',
    ]) {
      expect(ld).not.toHaveProperty(key);
    }
    expect(ld.totalTime).toBe('PT15M');
  });

  it('lists several categories and one diet plainly; links a cook without a username by id', () => {
    const ld = recipeJsonLd(
      recipe({ isVegan: false, isKosher: false, authorUsername: null, authorName: '' }, ['Soups', 'Vegan']),
      ORIGIN,
    );
    expect(ld.recipeCategory).toEqual(['Soups', 'Vegan']);
    expect(ld.suitableForDiet).toBe('https://schema.org/VegetarianDiet');
    expect(ld).not.toHaveProperty('author');
    const byId = recipeJsonLd(recipe({ authorUsername: null, authorName: '!!' }), ORIGIN);
    expect(byId.author).toEqual({ '@type': 'Person', name: '!!', url: 'https://matkon.app/user/u1' });
  });

  it('names an imported recipe’s source page as isBasedOn, and nothing for a recipe written here', () => {
    const imported = recipe({
      source: { url: 'https://dana.example/cake', siteName: 'Dana', author: 'Dana' },
    });
    expect(recipeJsonLd(imported, 'https://matkon.example').isBasedOn).toBe('https://dana.example/cake');
    expect(recipeJsonLd(recipe(), 'https://matkon.example')).not.toHaveProperty('isBasedOn');
    const pasted = recipe({ source: { url: '', siteName: '', author: 'Grandma' } });
    expect(recipeJsonLd(pasted, 'https://matkon.example')).not.toHaveProperty('isBasedOn');
  });

  it('reads a newline-separated ingredient string and cookTime', () => {
    const ld = recipeJsonLd(
      recipe({ ingredients: 'salt\n\npepper', cookingTime: undefined, cookTime: 20 }),
      ORIGIN,
    );
    expect(ld.recipeIngredient).toEqual(['salt', 'pepper']);
    expect(ld.cookTime).toBe('PT20M');
  });
});

describe('JSON-LD of a family in several languages (decision 0073)', () => {
  const languageVersions = [
    { id: 'r1', language: 'en' },
    { id: 'r1-he', language: 'he' },
  ];

  it('the original lists its versions as workTranslation', () => {
    const ld = recipeJsonLd(recipe({ familyId: 'r1', languageVersions }), ORIGIN);
    expect(ld.inLanguage).toBe('en');
    expect(ld.workTranslation).toEqual([
      {
        '@type': 'Recipe',
        '@id': 'https://matkon.app/recipe/r1-he#recipe',
        url: 'https://matkon.app/recipe/r1-he',
        inLanguage: 'he',
      },
    ]);
    expect(ld.translationOfWork).toBeUndefined();
  });

  it('a version names the original as translationOfWork, in its own language, with its translator', () => {
    const ld = recipeJsonLd(
      toSeoRecipe(
        'r1-he',
        {
          title: 'מרק עדשים',
          language: 'he',
          familyId: 'r1',
          languageVersions,
          translatedBy: { uid: 'u2', name: 'Noa' },
        },
        [],
      ),
      ORIGIN,
    );
    expect(ld.inLanguage).toBe('he');
    expect(ld.translationOfWork).toEqual({
      '@type': 'Recipe',
      '@id': 'https://matkon.app/recipe/r1#recipe',
      url: 'https://matkon.app/recipe/r1',
      inLanguage: 'en',
    });
    expect(ld.translator).toEqual({ '@type': 'Person', name: 'Noa' });
    expect(ld.workTranslation).toBeUndefined();
  });

  it('a recipe of its own names no translation', () => {
    const ld = recipeJsonLd(recipe(), ORIGIN);
    expect(ld).not.toHaveProperty('workTranslation');
    expect(ld).not.toHaveProperty('translationOfWork');
  });
});

describe('head tags', () => {
  it('carries title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD', () => {
    const head = recipeHeadTags(recipe(), { origin: ORIGIN, language: null });
    expect(head).toContain('<title>Lentil soup | Matkon</title>');
    expect(head).toContain('<meta name="description" content="A warm, thick soup." />');
    expect(head).toContain('<link rel="canonical" href="https://matkon.app/recipe/r1" />');
    for (const lang of ['en', 'he', 'fr', 'it']) {
      expect(head).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://matkon.app/recipe/r1?lang=${lang}" />`,
      );
    }
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://matkon.app/recipe/r1" />',
    );
    expect(head).toContain('<meta property="og:title" content="Lentil soup" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:locale" content="en_US" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://matkon.app/api/media/images/recipes/r1/a/full.jpg" />',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
  });

  it('escapes hostile recipe text everywhere', () => {
    const hostile = '"><script>alert(1)</script>';
    const head = recipeHeadTags(recipe({ title: hostile, description: hostile }), {
      origin: ORIGIN,
      language: 'he',
    });
    expect(head).not.toContain('<script>alert');
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:locale" content="he_IL" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('links every member of a family in its language and x-default to the original, the same on each (0073)', () => {
    const languageVersions = [
      { id: 'r1', language: 'en' },
      { id: 'r1-he', language: 'he' },
      { id: 'r1-de', language: 'de' },
    ];
    const expected = [
      '<link rel="alternate" hreflang="en" href="https://matkon.app/recipe/r1" />',
      '<link rel="alternate" hreflang="he" href="https://matkon.app/recipe/r1-he" />',
      '<link rel="alternate" hreflang="de" href="https://matkon.app/recipe/r1-de" />',
      '<link rel="alternate" hreflang="fr" href="https://matkon.app/recipe/r1?lang=fr" />',
      '<link rel="alternate" hreflang="it" href="https://matkon.app/recipe/r1?lang=it" />',
      '<link rel="alternate" hreflang="x-default" href="https://matkon.app/recipe/r1" />',
    ];
    const alternates = (head: string) =>
      head
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.includes('hreflang'));
    const original = recipeHeadTags(recipe({ familyId: 'r1', languageVersions }), {
      origin: ORIGIN,
      language: null,
    });
    const version = recipeHeadTags(
      toSeoRecipe('r1-he', { title: 'מרק עדשים', language: 'he', familyId: 'r1', languageVersions }, []),
      { origin: ORIGIN, language: null },
    );
    expect(alternates(original)).toEqual(expected);
    expect(alternates(version)).toEqual(expected);
    expect(version).toContain('<link rel="canonical" href="https://matkon.app/recipe/r1-he" />');
  });

  it('cuts a long description at 160 characters; uses the ingredients when there is none', () => {
    const long = pageDescription(recipe({ description: 'word '.repeat(60) }));
    expect(Array.from(long)).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
    expect(pageDescription(recipe({ description: '' }))).toBe('Lentil soup: 1 cup lentils, 1 onion');
  });
});

describe('filling index.html', () => {
  const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Matkon: share recipes."
    />
    <title>Matkon</title>
    <link rel="manifest" href="/manifest-en.webmanifest" />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it('replaces the app title and description and keeps the rest', () => {
    const html = fillIndexHtml(indexHtml, {
      tags: '<title>Soup | Matkon</title>',
      replaceTitle: true,
      language: 'he',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Soup | Matkon</title>\n  </head>');
    expect(html).not.toContain('Matkon: share recipes.');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<html lang="he" dir="rtl">');
    // the installed app's name and direction are the page's language
    expect(html).toContain('<link rel="manifest" href="/manifest-he.webmanifest" />');
  });

  it('adds noindex without touching the rest', () => {
    const html = fillIndexHtml(indexHtml, { tags: '<meta name="robots" content="noindex" />' });
    expect(html).toContain('<title>Matkon</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<link rel="manifest" href="/manifest-en.webmanifest" />');
  });
});
