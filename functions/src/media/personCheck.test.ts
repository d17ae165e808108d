/**
 * check-person-batch with a real deterministic detector (testing/images.ts: score = mean red / 255) on real PNG
 * and JPEG files: proves the 0.5 threshold, the answer's shape and message, and the 503 path.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { NO_PEOPLE_MESSAGE, PERSON_DETECTION_UNAVAILABLE_MESSAGE } from '../domain/media';
import { PersonDetectorUnavailableError, type PersonDetector } from '../platform/personDetector';
import { redDetector, solidJpeg, solidPng, type Rgb } from '../testing/images';
import { checkPersonBatch } from './personCheck';

async function png(filename: string, colour: Rgb, index: number) {
  const bytes = await solidPng(64, 48, colour);
  return { imageData: bytes.toString('base64'), mimeType: 'image/png', filename, size: bytes.length, index };
}

describe('checkPersonBatch', () => {
  it('flags only the images scoring above 0.5, in the spec message', async () => {
    const images = [
      await png('soup.png', [20, 200, 20], 0),
      await png('chef.png', [255, 10, 10], 1),
      await png('just-above.png', [128, 0, 0], 2),
      await png('just-below.png', [127, 0, 0], 3),
    ];
    expect(await checkPersonBatch(redDetector, { recipeId: 'r1', images })).toEqual({
      containsPeople: true,
      imagesWithPeople: [
        { filename: 'chef.png', index: 1 },
        { filename: 'just-above.png', index: 2 },
      ],
      message:
        'The following images contain people: chef.png, just-above.png. Please upload food-only images.',
    });
  });

  it('passes food-only images (a data: URL is accepted too)', async () => {
    const jpeg = await solidJpeg(32, 32, [30, 160, 60]);
    const result = await checkPersonBatch(redDetector, {
      recipeId: 'r1',
      images: [
        {
          imageData: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
          mimeType: 'image/jpeg',
          filename: 'salad.jpg',
          index: 0,
        },
      ],
    });
    expect(result).toEqual({ containsPeople: false, imagesWithPeople: [], message: NO_PEOPLE_MESSAGE });
  });

  it('answers 503 (unavailable) when the model cannot load', async () => {
    const offline: PersonDetector = {
      detect: async () => Promise.reject(new PersonDetectorUnavailableError('fetch failed')),
    };
    const error = await checkPersonBatch(offline, {
      recipeId: 'r1',
      images: [await png('a.png', [0, 0, 0], 0)],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unavailable', message: PERSON_DETECTION_UNAVAILABLE_MESSAGE });
  });

  it('refuses files that break the image rules, naming the file', async () => {
    const tooLarge = {
      ...(await png('huge.png', [0, 0, 0], 0)),
      imageData: Buffer.alloc(10_485_761).toString('base64'),
    };
    await expect(checkPersonBatch(redDetector, { recipeId: 'r1', images: [tooLarge] })).rejects.toMatchObject(
      {
        code: 'invalid-argument',
        message: expect.stringMatching(/^File too large.*\(huge\.png\)$/),
      },
    );
    const pdf = { ...(await png('doc.pdf', [0, 0, 0], 0)), mimeType: 'application/pdf' };
    await expect(checkPersonBatch(redDetector, { recipeId: 'r1', images: [pdf] })).rejects.toMatchObject({
      message: expect.stringMatching(/^Not an image.*\(doc\.pdf\)$/),
    });
    const garbage = { ...(await png('bad.png', [0, 0, 0], 0)), imageData: '%%%' };
    await expect(checkPersonBatch(redDetector, { recipeId: 'r1', images: [garbage] })).rejects.toMatchObject({
      message: 'Invalid images[0].imageData: expected base64 data',
    });
  });
});
