/**
 * Bad input to every recipe endpoint (DESIGN §3): a 400 whose message names the field, never a 500, and nothing
 * written to either store.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { expectFailure } from '../testing/callables';
import { recipeImage } from '../testing/factories';
import { query } from '../testing/pg';
import {
  HUMAN,
  api,
  callRecipes,
  createRecipeAs,
  newRecipeId,
  recipeDoc,
  recipeForm,
  recipeRow,
} from '../testing/recipes';

let author: TestUser;
let existing: string;

beforeAll(async () => {
  author = await createUser(db());
  existing = await createRecipeAs(author, { title: 'Stays as it is' });
});

/** A change to a valid payload: these fields of its recipe form. */
const formWith = (fields: Record<string, unknown>) => () => ({ recipe: recipeForm(fields) });

/** [label, change to a valid payload, field named, message (or a pattern)] */
const recipeCases: [string, (recipeId: string) => Record<string, unknown>, string, string | RegExp][] = [
  ['no recipeId', () => ({ recipeId: undefined }), 'recipeId', 'recipeId is required'],
  ['a recipeId with a slash', () => ({ recipeId: 'a/b' }), 'recipeId', 'recipeId is required'],
  ['no recipe', () => ({ recipe: undefined }), 'recipe', /recipe must be an object/],
  ['a recipe that is text', () => ({ recipe: 'soup' }), 'recipe', /recipe must be an object/],
  ['a blank title', formWith({ title: ' <i></i> ' }), 'recipe.title', 'Title is required'],
  ['a title that is a number', formWith({ title: 7 }), 'recipe.title', 'Title is required'],
  ['no description', formWith({ description: undefined }), 'recipe.description', 'Description is required'],
  [
    'no preparation time',
    formWith({ preparationTime: '' }),
    'recipe.preparationTime',
    'Preparation time is required',
  ],
  [
    'a preparation time over 1440',
    formWith({ preparationTime: 1441 }),
    'recipe.preparationTime',
    /from 1 to 1440/,
  ],
  ['no category', formWith({ categories: [] }), 'recipe.categories', 'Please choose at least one category'],
  [
    'an unknown difficulty',
    formWith({ difficulty: 'heroic' }),
    'recipe.difficulty',
    /Difficulty must be one of/,
  ],
  ['no difficulty', formWith({ difficulty: null }), 'recipe.difficulty', 'Please choose a difficulty'],
  [
    'an unknown visibility',
    formWith({ visibility: 'friends' }),
    'recipe.visibility',
    /Visibility must be one of/,
  ],
  [
    'no ingredient',
    formWith({ ingredients: ['', '  '] }),
    'recipe.ingredients',
    'Please add at least one ingredient and one instruction',
  ],
  [
    'no instruction',
    formWith({ instructions: '\n  \n' }),
    'recipe.instructions',
    'Please add at least one ingredient and one instruction',
  ],
  [
    'a video link that is not YouTube',
    formWith({ youtubeUrl: 'https://vimeo.com/1' }),
    'recipe.youtubeUrl',
    'Please enter a valid YouTube URL',
  ],
  [
    'an image of another recipe',
    () => ({ images: [recipeImage('someone-elses')] }),
    'images[0].publicId',
    'Image validation failed',
  ],
  [
    'an image with a javascript: URL',
    (recipeId) => ({ images: [{ ...recipeImage(recipeId), url: 'javascript:alert(1)' }] }),
    'images[0].url',
    'Image validation failed',
  ],
  [
    'an image without its sizes',
    (recipeId) => ({ images: [{ ...recipeImage(recipeId), sizes: undefined }] }),
    'images[0].sizes',
    /images\[0\]\.sizes/,
  ],
  [
    'six images',
    (recipeId) => ({ images: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => recipeImage(recipeId, name)) }),
    'images',
    'A recipe can have at most 5 images',
  ],
  ['a bot token that is not text', () => ({ botToken: 42 }), 'botToken', 'botToken must be a string'],
];

async function expectBadInput(
  call: ReturnType<typeof callRecipes>,
  field: string,
  message: string | RegExp,
): Promise<void> {
  const failure = await expectFailure(call);
  expect(failure.status).toBe(400);
  expect(failure.error.status).toBe('INVALID_ARGUMENT');
  expect(failure.error.details).toMatchObject({ field });
  if (typeof message === 'string') expect(failure.error.message).toBe(message);
  else expect(failure.error.message).toMatch(message);
}

const named = <T extends unknown[]>(cases: T[]) => cases.map((item) => ({ label: `${item[0]}`, item }));

describe('recipes-create with bad input', () => {
  it.each(named(recipeCases))(
    '$label → 400, nothing written',
    async ({ item: [, change, field, message] }) => {
      const recipeId = newRecipeId();
      const payload = { recipeId, recipe: recipeForm(), images: [], botToken: HUMAN, ...change(recipeId) };
      await expectBadInput(callRecipes('create', payload, author), field, message);
      expect(await recipeDoc(recipeId)).toBeNull();
      expect(await recipeRow(recipeId)).toBeNull();
    },
  );
});

describe('recipes-update with bad input', () => {
  it.each(named(recipeCases.filter(([label]) => !label.includes('recipeId'))))(
    '$label → 400, the recipe unchanged',
    async ({ item: [, change, field, message] }) => {
      const before = await recipeDoc(existing);
      const payload = { recipeId: existing, recipe: recipeForm(), images: [], ...change(existing) };
      await expectBadInput(callRecipes('update', payload, author), field, message);
      expect(await recipeDoc(existing)).toEqual(before);
      expect((await recipeRow(existing))?.title).toBe('Stays as it is');
    },
  );
});

describe('recipes-delete with bad input', () => {
  it.each([
    ['no recipeId', {}, 'recipeId'],
    ['an empty recipeId', { recipeId: '  ' }, 'recipeId'],
    ['a bot token that is not text', { recipeId: 'x', botToken: [] }, 'botToken'],
  ])('%s → 400', async (_label, payload, field) => {
    const failure = await expectFailure(callRecipes('delete', payload, author));
    expect(failure.status).toBe(400);
    expect(failure.error.details).toMatchObject({ field });
    expect(await recipeDoc(existing)).not.toBeNull();
  });
});

describe('recipes-api with bad input', () => {
  const cases: [
    string,
    'GET' | 'POST',
    string,
    { query?: Record<string, string>; body?: unknown },
    string,
    RegExp,
  ][] = [
    [
      'detail without recipeId',
      'GET',
      '/api/recipes/detail',
      { query: {} },
      'recipeId',
      /recipeId is required/,
    ],
    ['edit without recipeId', 'GET', '/api/recipes/edit', { query: {} }, 'recipeId', /recipeId is required/],
    [
      'similar with count 0',
      'GET',
      '/api/recipes/similar',
      { query: { recipeId: 'x', count: '0' } },
      'count',
      /count must be a whole number from 1 to 20/,
    ],
    [
      'track-view without a fingerprint or a sign-in',
      'POST',
      '/api/recipes/track-view',
      { body: { recipeId: 'EXISTING' } },
      'fingerprint',
      /fingerprint is required/,
    ],
    [
      'track-share to an unknown platform',
      'POST',
      '/api/recipes/track-share',
      { body: { recipeId: 'EXISTING', platform: 'fax', fingerprint: 'f' } },
      'platform',
      /platform must be one of/,
    ],
    [
      'get-user-recipes without targetUserId',
      'GET',
      '/api/supabase/get-user-recipes',
      { query: {} },
      'targetUserId',
      /targetUserId is required/,
    ],
    [
      'get-user-recipes on page 0',
      'GET',
      '/api/supabase/get-user-recipes',
      { query: { targetUserId: 'u', page: '0' } },
      'page',
      /page must be a whole number/,
    ],
    [
      'get-popular-tags with a limit of 500',
      'POST',
      '/api/supabase/get-popular-tags',
      { body: { limit: 500 } },
      'limit',
      /limit must be a whole number from 1 to 50/,
    ],
    [
      'get-popular-tags in Klingon',
      'POST',
      '/api/supabase/get-popular-tags',
      { body: { language: 'tlh' } },
      'language',
      /language must be one of/,
    ],
    [
      'tag suggestions from 1 character',
      'GET',
      '/api/tags/suggest',
      { query: { q: 'a' } },
      'q',
      /at least 2/,
    ],
    [
      'ingredient suggestions from 1 character',
      'GET',
      '/api/autocomplete/ingredients',
      { query: { q: 'a' } },
      'q',
      /at least 2/,
    ],
    [
      'instruction suggestions from 2 characters',
      'GET',
      '/api/autocomplete/instructions',
      { query: { q: 'ab' } },
      'q',
      /at least 3/,
    ],
  ];

  it.each(named(cases))('$label → 400', async ({ item: [, method, path, request, field, message] }) => {
    const body =
      request.body && typeof request.body === 'object'
        ? JSON.parse(JSON.stringify(request.body).replace('EXISTING', existing))
        : request.body;
    const answer = await api<{ error: { code: string; message: string; field?: string } }>(method, path, {
      ...request,
      body,
      user: path.endsWith('/edit') ? author : null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-argument');
    expect(answer.body.error.message).toMatch(message);
    if (field) expect(answer.body.error.field).toBe(field);
    const views = await query('select 1 from recipe_views where recipe_id = $1', [existing]);
    const shares = await query('select 1 from shares where recipe_id = $1', [existing]);
    expect([views.length, shares.length]).toEqual([0, 0]);
    expect(await recipeDoc(existing)).toMatchObject({ views: 0, shareCount: 0 });
  });
});
