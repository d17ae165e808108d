import { describe, expect, it } from 'vitest';
import { recipeImage } from '../../testing/factories';
import { isImageUrl, recipeImageSchema } from './images';
import { RECIPE_MESSAGES } from './messages';
import {
  createRecipeInputSchema,
  deleteRecipeInputSchema,
  recipeInputSchema,
  type RecipeFormInput,
} from './schema';

const formInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lentil soup',
  description: 'Warm and simple',
  categories: ['soups'],
  preparationTime: 20,
  difficulty: 'easy',
  ingredients: ['1 cup lentils', '1 onion'],
  instructions: ['Fry the onion', 'Simmer the lentils'],
  tags: ['Winter', 'winter', '#Comfort'],
  visibility: 'public',
  isVegan: true,
  ...overrides,
});

function issueOf(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) throw new Error('expected a refusal');
  const first = result.error!.issues[0]!;
  return { path: first.path.join('.'), message: first.message };
}

describe('recipeInputSchema', () => {
  it('cleans what it accepts: the server values win', () => {
    const recipe = recipeInputSchema.parse(formInput({ title: `  <b>${'x'.repeat(120)}</b>` }));
    expect(recipe.title).toHaveLength(100);
    expect(recipe.tags).toEqual([
      { tag: 'winter', displayName: 'Winter' },
      { tag: 'comfort', displayName: 'Comfort' },
    ]);
    expect(recipe.primaryCategory).toBe('soups');
    expect(recipe.dietary).toEqual({ isVegan: true });
    expect(recipe.youtubeVideoId).toBeNull();
  });

  it.each([
    ['title', { title: '<p> </p>' }, 'Title is required'],
    ['title', { title: 42 }, 'Title is required'],
    ['description', { description: undefined }, 'Description is required'],
    ['preparationTime', { preparationTime: undefined }, 'Preparation time is required'],
    [
      'preparationTime',
      { preparationTime: 0 },
      'Preparation time must be a whole number of minutes from 1 to 1440',
    ],
    ['categories', { categories: 'soups' }, 'Please choose at least one category'],
    ['difficulty', { difficulty: undefined }, 'Please choose a difficulty'],
    ['difficulty', { difficulty: 'extreme' }, 'Difficulty must be one of: easy, medium, hard'],
    ['visibility', { visibility: 'friends' }, 'Visibility must be one of: public, followers-only, private'],
    ['creationMethod', { creationMethod: 'magic' }, expect.stringContaining('creationMethod must be one of')],
    ['ingredients', { ingredients: [''] }, 'Please add at least one ingredient and one instruction'],
    ['instructions', { instructions: [] }, 'Please add at least one ingredient and one instruction'],
    ['ingredients', { ingredients: Array(101).fill('salt') }, 'A recipe can have at most 100 ingredients'],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 'A recipe can have at most 20 tags'],
    ['youtubeUrl', { youtubeUrl: 'https://example.com/v' }, 'Please enter a valid YouTube URL'],
    [
      'youtubeUrl',
      { youtubeUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
      'YouTube Shorts are not supported. Please use a regular YouTube video.',
    ],
  ])('refuses a bad %s, naming it', (field, change, message) => {
    expect(issueOf(recipeInputSchema, formInput(change))).toEqual({ path: field, message });
  });

  it('accepts what a well-behaved client sends (RecipeFormInput)', () => {
    const form: RecipeFormInput = {
      title: 'Soup',
      description: 'Hot',
      ingredients: 'water\nsalt',
      instructions: ['Boil'],
      categories: ['soups'],
      difficulty: 'easy',
      preparationTime: 5,
      tags: ['quick'],
      isVegan: true,
    };
    expect(recipeInputSchema.parse(form).ingredients).toEqual(['water', 'salt']);
  });

  it('refuses a recipe that is not an object', () => {
    expect(issueOf(recipeInputSchema, 'soup').path).toBe('');
  });

  it('sets the video id from a valid link, and clears it for an empty one', () => {
    const withVideo = recipeInputSchema.parse(formInput({ youtubeUrl: 'youtu.be/dQw4w9WgXcQ' }));
    expect(withVideo).toMatchObject({
      youtubeVideoId: 'dQw4w9WgXcQ',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const cleared = recipeInputSchema.parse(formInput({ youtubeUrl: '' }));
    expect(cleared).toMatchObject({ youtubeVideoId: null, youtubeUrl: '' });
  });

  it('lists the optional fields the client left out (an edit keeps them)', () => {
    const recipe = recipeInputSchema.parse(formInput({ visibility: undefined, cookTime: 10 }));
    expect(recipe.omitted).toEqual([
      'servings',
      'youtubeUrl',
      'dietaryClassification',
      'language',
      'visibility',
      'source',
    ]);
  });
});

describe('images', () => {
  it('takes a complete image as the media domain describes it', () => {
    expect(recipeImageSchema.parse(recipeImage('r1'))).toEqual(recipeImage('r1'));
    expect(recipeImageSchema.safeParse({ ...recipeImage('r1'), sizes: undefined }).success).toBe(false);
  });

  it('refuses a javascript: URL anywhere in the image', () => {
    const bad = { ...recipeImage('r1'), sizes: { ...recipeImage('r1').sizes, card: 'javascript:alert(1)' } };
    expect(issueOf(recipeImageSchema, bad)).toEqual({
      path: 'sizes.card',
      message: 'Image validation failed',
    });
  });

  it('accepts http(s) URLs and local image host paths only', () => {
    expect(isImageUrl('https://x.example/a.jpg')).toBe(true);
    expect(isImageUrl('/api/media/images/recipes/r1/a.jpg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('/etc/passwd')).toBe(false);
  });

  it('refuses an image outside the recipe folder, a repeated one, and a sixth one', () => {
    const base = { recipeId: 'r1', recipe: formInput() };
    expect(issueOf(createRecipeInputSchema, { ...base, images: [recipeImage('other')] })).toEqual({
      path: 'images.0.publicId',
      message: 'Image validation failed',
    });
    expect(
      issueOf(createRecipeInputSchema, { ...base, images: [recipeImage('r1'), recipeImage('r1')] }).path,
    ).toBe('images.1.publicId');
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => recipeImage('r1', name));
    expect(issueOf(createRecipeInputSchema, { ...base, images: six })).toEqual({
      path: 'images',
      message: 'A recipe can have at most 5 images',
    });
    expect(
      issueOf(createRecipeInputSchema, { ...base, images: [{ ...recipeImage('r1'), url: 'ftp://x' }] }),
    ).toEqual({
      path: 'images.0.url',
      message: 'Image validation failed',
    });
  });
});

describe('callable inputs', () => {
  it('needs a valid recipe id', () => {
    expect(issueOf(createRecipeInputSchema, { recipe: formInput() })).toEqual({
      path: 'recipeId',
      message: 'recipeId is required',
    });
    expect(issueOf(deleteRecipeInputSchema, { recipeId: 'a/b' }).path).toBe('recipeId');
  });

  it('takes one choice for an original’s versions: delete them with it, or keep one (decision 0076)', () => {
    expect(deleteRecipeInputSchema.safeParse({ recipeId: 'r1', keepVersion: 'v1' }).success).toBe(true);
    expect(
      issueOf(deleteRecipeInputSchema, { recipeId: 'r1', keepVersion: 'v1', withVersions: true }),
    ).toEqual({
      path: 'keepVersion',
      message: RECIPE_MESSAGES.oneDeleteChoice,
    });
    expect(issueOf(deleteRecipeInputSchema, { recipeId: 'r1', keepVersion: 'a/b' }).path).toBe('keepVersion');
  });

  it('names nested recipe fields from the top', () => {
    expect(issueOf(createRecipeInputSchema, { recipeId: 'r1', recipe: formInput({ title: '' }) }).path).toBe(
      'recipe.title',
    );
  });

  it('defaults images to none and accepts a missing bot token', () => {
    const parsed = createRecipeInputSchema.parse({ recipeId: 'r1', recipe: formInput() });
    expect(parsed.images).toEqual([]);
    expect(parsed.botToken).toBeUndefined();
  });
});
