/**
 * POST /api/recipes/import on the stack (issue 32 §1): pages served by the fixture site on the loopback origin the
 * stack's functions let through (MATKON_IMPORT_ALLOWED_ORIGINS, decision 0061). A JSON-LD page gives its recipe, its
 * source and its photo's address; a Hebrew page without structured data is read by the text reader (the offline AI
 * provider); a page without a recipe says so; a refused address, a redirect to one and an address that is not http
 * are 400s with the safe fetch's text, never 500s, and nothing is asked of the refused target. Saving the import
 * with the photo's address stores the page's photo as the recipe's image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportCallAnswer } from '../domain/importing/calls';
import { SAFE_FETCH_MESSAGES } from '../domain/safeFetch';
import { auth, db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { importFixtureOrigin } from '../testing/env';
import { startFixtureSite, type FixtureSite } from '../testing/fixtureSite';
import { solidJpeg } from '../testing/images';
import { renderRecipePage } from '../testing/recipePages';
import { writtenRecipe, type SourceRecipe } from '../testing/sourceRecipes';
import {
  api,
  callRecipes,
  HUMAN,
  newRecipeId,
  recipeDoc,
  recipeForm,
  rememberRecipe,
} from '../testing/recipes';

type Answer = ImportCallAnswer & { error: { message: string } & Record<string, unknown> };
let cook: TestUser;
let site: FixtureSite;
let origin: string;

const importLink = (url: string, user: TestUser | null = cook) =>
  api<Answer>('POST', '/api/recipes/import', { user, body: { url, language: 'en', botToken: HUMAN } });

/** The cake page's recipe, as the draft must give it back. */
const CAKE = {
  title: 'Lemon drizzle cake',
  ingredients: ['225 g butter', '225 g sugar', '4 eggs', '2 lemons'],
  instructions: ['Cream the butter and sugar.', 'Beat in the eggs.', 'Bake for 45 minutes.'],
};

const page = (overrides: Partial<SourceRecipe>): SourceRecipe =>
  writtenRecipe({
    ...CAKE,
    description: 'A soft loaf under a sharp glaze.',
    prepTime: 15,
    cookTime: 45,
    totalTime: 60,
    yields: '8 slices',
    image: null,
    author: 'Dana Cook',
    siteName: 'Dana Bakes',
    url: 'https://dana.example/cake',
    language: 'en',
    keywords: ['cake', 'lemon'],
    ...overrides,
  });

const SHAKSHUKA = {
  title: 'שקשוקה',
  ingredients: ['4 ביצים', '6 עגבניות'],
  instructions: ['מחממים שמן.', 'מוסיפים את העגבניות.', 'שוברים את הביצים.'],
};

beforeAll(async () => {
  origin = importFixtureOrigin().origin;
  site = await startFixtureSite(
    {
      '/cake': { body: renderRecipePage(page({ image: `${origin}/cake.jpg` }), 'graph') },
      '/cake.jpg': {
        body: await solidJpeg(800, 600, [220, 180, 40]),
        headers: { 'content-type': 'image/jpeg' },
      },
      '/shakshuka': {
        body: renderRecipePage(
          page({
            ...SHAKSHUKA,
            description: 'ארוחת בוקר חמה',
            prepTime: 10,
            cookTime: 20,
            totalTime: 30,
            yields: '4',
            language: 'he',
          }),
          'text',
        ),
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
      '/about': { body: '<html><body><h1>About us</h1><p>We love food.</p></body></html>' },
      '/away': { redirect: 'http://127.0.0.1:1/recipe' },
    },
    importFixtureOrigin().port,
  );
  cook = await createUser(db());
}, 60_000);

afterAll(async () => {
  await site.close();
  await auth().deleteUsers([cook.uid]);
});

describe('POST /api/recipes/import', () => {
  it('reads a JSON-LD page into the draft, with its source and its photo’s address', async () => {
    const answer = await importLink(`${origin}/cake`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      method: 'json-ld',
      reader: null,
      source: { url: `${origin}/cake`, siteName: 'Dana Bakes', author: 'Dana Cook' },
      warnings: [],
    });
    expect(answer.body.draft).toMatchObject({
      ...CAKE,
      preparationTime: 15,
      cookingTime: 45,
      totalTime: 60,
      servings: 8,
      imageUrl: `${origin}/cake.jpg`,
      language: 'en',
    });
  }, 60_000);

  it('reads a Hebrew page without structured data through the text reader', async () => {
    const answer = await importLink(`${origin}/shakshuka`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ method: 'text', reader: 'offline' });
    expect(answer.body.draft).toMatchObject({
      ...SHAKSHUKA,
      preparationTime: 10,
      cookingTime: 20,
      servings: 4,
      language: 'he',
    });
  }, 60_000);

  it('says a page has no recipe', async () => {
    const answer = await importLink(`${origin}/about`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: IMPORT_MESSAGES.noRecipeOnPage,
      field: 'url',
      reason: 'noRecipe',
    });
  }, 60_000);

  it('refuses an address the safe fetch refuses, and a redirect to one, with its text and a 400', async () => {
    const refused = await importLink('http://127.0.0.1:1/recipe');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: SAFE_FETCH_MESSAGES.address, reason: 'address' });
    const redirected = await importLink(`${origin}/away`);
    expect(redirected.status).toBe(400);
    expect(redirected.body.error).toMatchObject({ message: SAFE_FETCH_MESSAGES.address, reason: 'address' });
    expect(site.hits('/away')).toBe(1);
    const notWeb = await importLink('file:///etc/passwd');
    expect(notWeb.status).toBe(400);
    expect(notWeb.body.error.message).toContain(IMPORT_MESSAGES.urlInvalid);
  }, 60_000);

  it('stores the page’s photo as the recipe’s image when the imported recipe is saved without one', async () => {
    const recipeId = newRecipeId();
    rememberRecipe(recipeId);
    const source = { url: `${origin}/cake`, siteName: 'Dana Bakes', author: 'Dana Cook' };
    const saved = await callRecipes(
      'create',
      {
        recipeId,
        recipe: recipeForm({ source }),
        images: [],
        photoUrl: `${origin}/cake.jpg`,
        botToken: HUMAN,
      },
      cook,
    );
    expect(saved.ok).toBe(true);
    const doc = await recipeDoc(recipeId);
    expect(doc).toMatchObject({ source, visibility: 'private' });
    expect(doc?.images).toHaveLength(1);
    expect(site.hits('/cake.jpg')).toBe(1);
  }, 60_000);
});
