import { describe, expect, it } from 'vitest';
import * as media from '.';

describe('image locations', () => {
  it('keeps a recipe images in folder recipes/{recipeId}', () => {
    expect(media.imageFolder('abc123')).toBe('recipes/abc123');
    expect(media.imagePublicId('abc123', 'x9')).toBe('recipes/abc123/x9');
    expect(media.parseImagePublicId('recipes/abc123/x9')).toEqual({
      kind: 'recipes',
      ownerId: 'abc123',
      name: 'x9',
    });
    expect(media.recipeOfPublicId('recipes/abc123/x9')).toBe('abc123');
  });

  it('keeps a user photos in folder users/{uid}', () => {
    expect(media.imageFolder('uid42', 'users')).toBe('users/uid42');
    expect(media.imagePublicId('uid42', 'x9', 'users')).toBe('users/uid42/x9');
    expect(media.parseImagePublicId('users/uid42/x9')).toEqual({
      kind: 'users',
      ownerId: 'uid42',
      name: 'x9',
    });
    expect(media.recipeOfPublicId('users/uid42/x9')).toBeNull();
  });

  it.each([
    'recipes/abc',
    'recipes/../x/y',
    'other/abc/x',
    'recipes/abc/x/y',
    'recipes/a b/x',
    'users/../x',
    'users/a/b/c',
    '',
  ])('rejects the publicId %j', (publicId) => expect(media.parseImagePublicId(publicId)).toBeNull());
});

describe('image files (spec 000 §5)', () => {
  it('accepts an image type up to 10485760 bytes', () => {
    expect(media.MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(media.imageFileProblem({ size: 10_485_760, mimeType: 'image/jpeg' })).toBeNull();
    expect(media.imageFileProblem({ size: 1, mimeType: 'image/webp' })).toBeNull();
  });

  it('names the rule a file breaks', () => {
    expect(media.imageFileProblem({ size: 10_485_761, mimeType: 'image/png' })).toBe('fileTooLarge');
    expect(media.imageFileProblem({ size: 10, mimeType: 'application/pdf' })).toBe('notAnImage');
    expect(media.imageFileProblem({ size: 10, mimeType: '' })).toBe('notAnImage');
    expect(media.IMAGE_FILE_MESSAGES.fileTooLarge).toMatch(/^File too large/);
    expect(media.IMAGE_FILE_MESSAGES.notAnImage).toMatch(/^Not an image/);
  });
});

describe('Cloudinary images', () => {
  const upload = {
    public_id: 'recipes/r1/abcdef',
    version: 1700000000,
    width: 1600,
    height: 1200,
    format: 'jpg',
    secure_url: 'https://res.cloudinary.com/matkon/image/upload/v1700000000/recipes/r1/abcdef.jpg',
  };

  it('builds the four sizes as cover-crop delivery transformations', () => {
    const image = media.cloudinaryImage('matkon', upload);
    const base = 'https://res.cloudinary.com/matkon/image/upload';
    expect(image).toEqual({
      url: `${base}/f_auto,q_auto/v1700000000/recipes/r1/abcdef.jpg`,
      sizes: {
        thumbnail: `${base}/c_fill,g_auto,h_300,w_300/f_auto,q_auto/v1700000000/recipes/r1/abcdef.jpg`,
        card: `${base}/c_fill,g_auto,h_300,w_400/f_auto,q_auto/v1700000000/recipes/r1/abcdef.jpg`,
        detail: `${base}/c_fill,g_auto,h_600,w_800/f_auto,q_auto/v1700000000/recipes/r1/abcdef.jpg`,
        full: `${base}/c_fill,g_auto,h_900,w_1200/f_auto,q_auto/v1700000000/recipes/r1/abcdef.jpg`,
      },
      originalUrl: upload.secure_url,
      publicId: 'recipes/r1/abcdef',
      width: 1600,
      height: 1200,
      format: 'jpg',
    });
  });
});

describe('the food-only rule', () => {
  it('rejects scores strictly above 0.5', () => {
    expect(media.isPersonScore(0.51)).toBe(true);
    expect(media.isPersonScore(0.5)).toBe(false);
    expect(media.isPersonScore(0.49)).toBe(false);
    expect(media.isPersonScore(Number.NaN)).toBe(false);
  });

  it('says which images contain people, in the spec words', () => {
    expect(media.peopleMessage(['a.jpg', 'b.png'])).toBe(
      'The following images contain people: a.jpg, b.png. Please upload food-only images.',
    );
  });

  it('builds the batch answer', () => {
    expect(
      media.personBatchResult([
        { filename: 'soup.jpg', index: 0, score: 0.2 },
        { filename: 'chef.jpg', index: 1, score: 0.93 },
        { filename: 'edge.jpg', index: 2, score: 0.5 },
      ]),
    ).toEqual({
      containsPeople: true,
      imagesWithPeople: [{ filename: 'chef.jpg', index: 1 }],
      message: 'The following images contain people: chef.jpg. Please upload food-only images.',
    });
    expect(media.personBatchResult([{ filename: 'soup.jpg', index: 0, score: 0 }])).toEqual({
      containsPeople: false,
      imagesWithPeople: [],
      message: media.NO_PEOPLE_MESSAGE,
    });
  });

  it('accepts 1 to 5 images', () => {
    const image = { imageData: 'AA==', mimeType: 'image/png', filename: 'a.png', size: 1, index: 0 };
    expect(media.checkPersonBatchInputSchema.safeParse({ recipeId: 'r1', images: [image] }).success).toBe(
      true,
    );
    expect(media.checkPersonBatchInputSchema.safeParse({ recipeId: 'r1', images: [] }).success).toBe(false);
    const six = Array.from({ length: 6 }, (_, index) => ({ ...image, index }));
    expect(media.checkPersonBatchInputSchema.safeParse({ recipeId: 'r1', images: six }).success).toBe(false);
  });
});
