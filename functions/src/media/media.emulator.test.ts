/**
 * media-api and media-deleteCloudinaryImage end to end, through the Hosting emulator's rewrites (MATKON_HOSTING_URL)
 * with real ID tokens: the local image host's upload, its served sizes, the access rule, the food-only check's
 * offline answer, and deletion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_MESSAGES, PERSON_DETECTION_UNAVAILABLE_MESSAGE, type Image } from '../domain/media';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { db } from '../platform/firebase';
import { createUsers, type TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { recipeDoc } from '../testing/factories';
import { dimensions, solidPng, SPEC_IMAGE_SIZES } from '../testing/images';

/** Files both upload paths refuse, with the rule's message (spec 000 §5 "Images"). */
const BAD_FILES: [string, Buffer, string, string][] = [
  [
    'bytes that are no image',
    Buffer.from('plain text, honestly'),
    'image/png',
    IMAGE_FILE_MESSAGES.notAnImage,
  ],
  ['a type that is no image', Buffer.from('%PDF-1.4'), 'application/pdf', IMAGE_FILE_MESSAGES.notAnImage],
  ['a file over 10 MB', Buffer.alloc(10_485_761, 1), 'image/jpeg', IMAGE_FILE_MESSAGES.fileTooLarge],
];

function hosting(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

async function post(path: string, body: unknown, user?: TestUser) {
  const response = await fetch(hosting(path), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function upload(user: TestUser | undefined, recipeId: string, bytes: Buffer, mimeType = 'image/png') {
  return post(
    '/api/media/upload',
    { recipeId, filename: 'dish.png', mimeType, dataBase64: bytes.toString('base64') },
    user,
  );
}

const newRecipeId = () => db().collection('recipes').doc().id;

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, stranger, admin] = await createUsers(db(), 'user', 'user', 'admin');
});

describe('POST /api/media/upload (local image host)', () => {
  it('stores the image and serves its four sizes', async () => {
    const recipeId = newRecipeId();
    const { status, body } = await upload(owner, recipeId, await solidPng(900, 700, [180, 90, 30]));
    expect(status).toBe(200);
    const image = body as unknown as Image;
    expect(image.publicId).toMatch(new RegExp(`^recipes/${recipeId}/[a-f0-9]{20}$`));
    expect(image).toMatchObject({ width: 900, height: 700, format: 'png' });

    for (const [size, [width, height]] of Object.entries(SPEC_IMAGE_SIZES)) {
      const response = await fetch(hosting(image.sizes[size as keyof typeof SPEC_IMAGE_SIZES]));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(await dimensions(Buffer.from(await response.arrayBuffer()))).toEqual({
        width,
        height,
        format: 'jpeg',
      });
    }
    const original = await fetch(hosting(image.originalUrl));
    expect(original.headers.get('content-type')).toBe('image/png');
  });

  it.each(BAD_FILES)('answers 400 for %s', async (_label, bytes, mimeType, message) => {
    const { status, body } = await upload(owner, newRecipeId(), bytes, mimeType);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid-argument', message });
  });

  it('names the missing field', async () => {
    const { status, body } = await post(
      '/api/media/upload',
      { recipeId: newRecipeId(), filename: 'a.png' },
      owner,
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid-argument', field: 'mimeType' });
  });

  it('needs a signed-in user', async () => {
    const { status } = await upload(undefined, newRecipeId(), await solidPng(10, 10, [0, 0, 0]));
    expect(status).toBe(401);
  });

  it('lets only the author (or an admin) add images to an existing recipe', async () => {
    const recipeId = newRecipeId();
    await db()
      .collection('recipes')
      .doc(recipeId)
      .set(recipeDoc({ authorId: owner.uid, userId: owner.uid }));
    const png = await solidPng(40, 40, [10, 10, 10]);
    const denied = await upload(stranger, recipeId, png);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ message: RECIPE_MESSAGES.notAuthorizedToEdit });
    expect((await upload(admin, recipeId, png)).status).toBe(200);
    expect((await upload(owner, recipeId, png)).status).toBe(200);
  });

  it('answers 404 for an image that does not exist, and for paths outside the folder', async () => {
    expect((await fetch(hosting('/api/media/images/recipes/nope/nope/card.jpg'))).status).toBe(404);
    expect((await fetch(hosting('/api/media/images/recipes/a/b/secret.txt'))).status).toBe(404);
  });
});

describe('POST /api/media/avatar (local image host)', () => {
  async function avatar(user: TestUser | undefined, bytes: Buffer, mimeType = 'image/png') {
    return post(
      '/api/media/avatar',
      { filename: 'me.png', mimeType, dataBase64: bytes.toString('base64') },
      user,
    );
  }

  it('stores the photo in the caller own folder users/{uid} and serves it', async () => {
    const { status, body } = await avatar(owner, await solidPng(500, 400, [40, 120, 200]));
    expect(status).toBe(200);
    const image = body as unknown as Image;
    expect(image.publicId).toMatch(new RegExp(`^users/${owner.uid}/[a-f0-9]{20}$`));
    expect(image.sizes.detail).toBe(`/api/media/images/${image.publicId}/detail.jpg`);
    const response = await fetch(hosting(image.sizes.thumbnail));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await dimensions(Buffer.from(await response.arrayBuffer()))).toEqual({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
  });

  it('ignores any folder the input names: the photo goes to the caller folder', async () => {
    const { status, body } = await post(
      '/api/media/avatar',
      {
        filename: 'me.png',
        mimeType: 'image/png',
        dataBase64: (await solidPng(20, 20, [1, 1, 1])).toString('base64'),
        recipeId: stranger.uid,
      },
      owner,
    );
    expect(status).toBe(200);
    expect((body as unknown as Image).publicId.startsWith(`users/${owner.uid}/`)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await avatar(undefined, await solidPng(10, 10, [0, 0, 0]))).status).toBe(401);
  });

  it.each(BAD_FILES)('answers 400 for %s', async (_label, bytes, mimeType, message) => {
    const { status, body } = await avatar(owner, bytes, mimeType);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid-argument', message });
  });

  it('lets only the owner (or an admin) delete the photo', async () => {
    const image = (await avatar(owner, await solidPng(30, 30, [5, 5, 5]))).body as unknown as Image;
    const denied = await expectFailure(
      callCallable('media-deleteCloudinaryImage', { publicId: image.publicId }, stranger.idToken),
    );
    expect(denied.error.status).toBe('PERMISSION_DENIED');
    expect(
      await expectSuccess(
        callCallable('media-deleteCloudinaryImage', { publicId: image.publicId }, owner.idToken),
      ),
    ).toEqual({ success: true });
    expect((await fetch(hosting(image.sizes.thumbnail))).status).toBe(404);
  });
});

describe('POST /api/upload/check-person-batch', () => {
  async function batch() {
    const png = await solidPng(64, 64, [200, 60, 40]);
    return {
      recipeId: newRecipeId(),
      images: [
        {
          imageData: png.toString('base64'),
          mimeType: 'image/png',
          filename: 'dish.png',
          size: png.length,
          index: 0,
        },
      ],
    };
  }

  it('needs a signed-in user', async () => {
    expect((await post('/api/upload/check-person-batch', await batch())).status).toBe(401);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { status, body } = await post(
      '/api/upload/check-person-batch',
      { recipeId: 'r1', images: [] },
      owner,
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'images' });
  });

  it('runs the real coco-ssd path: 503 with a clear message when the model cannot load (offline)', async () => {
    const { status, body } = await post('/api/upload/check-person-batch', await batch(), owner);
    if (status === 503) {
      // No weights offline: the client keeps images and applies the spec's fallback.
      expect(body.error).toMatchObject({
        code: 'unavailable',
        message: PERSON_DETECTION_UNAVAILABLE_MESSAGE,
      });
    } else {
      // A machine that can reach TensorFlow's model URL gets a real answer of the contract's shape.
      expect(status).toBe(200);
      expect(body).toMatchObject({
        containsPeople: expect.any(Boolean),
        imagesWithPeople: expect.any(Array),
      });
    }
  });
});

/** An image uploaded for a recipe of the owner's whose document exists (as after a save). */
async function ownersRecipeImage(): Promise<Image> {
  const recipeId = newRecipeId();
  const image = (await upload(owner, recipeId, await solidPng(30, 30, [1, 2, 3]))).body as unknown as Image;
  await db()
    .collection('recipes')
    .doc(recipeId)
    .set(recipeDoc({ authorId: owner.uid, userId: owner.uid }));
  return image;
}

describe('media-deleteCloudinaryImage', () => {
  it('deletes an image of the caller recipe; the files are gone', async () => {
    const image = await ownersRecipeImage();

    const denied = await expectFailure(
      callCallable('media-deleteCloudinaryImage', { publicId: image.publicId }, stranger.idToken),
    );
    expect(denied.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: RECIPE_MESSAGES.notAuthorizedToEdit,
    });
    expect((await fetch(hosting(image.sizes.card))).status).toBe(200);

    expect(
      await expectSuccess(
        callCallable('media-deleteCloudinaryImage', { publicId: image.publicId }, owner.idToken),
      ),
    ).toEqual({ success: true });
    expect((await fetch(hosting(image.sizes.card))).status).toBe(404);
    expect((await fetch(hosting(image.originalUrl))).status).toBe(404);
  });

  it('lets an admin delete any recipe image', async () => {
    const image = await ownersRecipeImage();
    expect(
      await expectSuccess(
        callCallable('media-deleteCloudinaryImage', { publicId: image.publicId }, admin.idToken),
      ),
    ).toEqual({ success: true });
  });

  it('refuses the signed out and malformed publicIds', async () => {
    const signedOut = await expectFailure(
      callCallable('media-deleteCloudinaryImage', { publicId: 'recipes/a/b' }),
    );
    expect(signedOut.error.status).toBe('UNAUTHENTICATED');
    const malformed = await expectFailure(
      callCallable('media-deleteCloudinaryImage', { publicId: '../../etc' }, owner.idToken),
    );
    expect(malformed.error.status).toBe('INVALID_ARGUMENT');
  });
});
