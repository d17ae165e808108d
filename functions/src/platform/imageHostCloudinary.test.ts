import { v2 as cloudinary } from 'cloudinary';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_SIZES } from '../domain/constants';
import { cloudinaryDeliveryUrl, IMAGE_FILE_MESSAGES, MEDIA_MESSAGES } from '../domain/media';
import { solidPng } from '../testing/images';
import { CloudinaryImageHost } from './imageHostCloudinary';

const credentials = { cloudName: 'matkon', apiKey: 'key', apiSecret: 'secret' };
const answer = {
  public_id: 'recipes/r1/abc',
  version: 42,
  width: 800,
  height: 600,
  format: 'png',
  secure_url: 'https://res.cloudinary.com/matkon/image/upload/v42/recipes/r1/abc.png',
};

function hostWith(uploader: { upload?: unknown; destroy?: unknown }, creds = credentials) {
  return new CloudinaryImageHost(
    () => creds,
    async () => uploader as never,
  );
}

describe('Cloudinary delivery URLs', () => {
  it.each(Object.entries(IMAGE_SIZES))('match the SDK url() for %s', (_size, { width, height }) => {
    const sdk = cloudinary.url(answer.public_id, {
      cloud_name: 'matkon',
      secure: true,
      version: answer.version,
      format: answer.format,
      urlAnalytics: false,
      transformation: [
        { width, height, crop: 'fill', gravity: 'auto' },
        { fetch_format: 'auto', quality: 'auto' },
      ],
    });
    expect(cloudinaryDeliveryUrl('matkon', answer, { width, height })).toBe(sdk);
  });
});

describe('CloudinaryImageHost', () => {
  it('uploads with the recipe-images preset into folder recipes/{recipeId}', async () => {
    const upload = vi.fn(async () => answer);
    const image = await hostWith({ upload }).upload(
      'r1',
      await solidPng(8, 8, [1, 1, 1]),
      'a.png',
      'image/png',
    );
    expect(upload).toHaveBeenCalledWith(
      expect.stringMatching(/^data:image\/png;base64,/),
      expect.objectContaining({
        upload_preset: 'recipe-images',
        folder: 'recipes/r1',
        cloud_name: 'matkon',
        api_key: 'key',
        api_secret: 'secret',
      }),
    );
    expect(image.publicId).toBe('recipes/r1/abc');
    expect(image.sizes.card).toContain('/c_fill,g_auto,h_300,w_400/');
  });

  it('checks size and type before calling Cloudinary', async () => {
    const upload = vi.fn();
    await expect(
      hostWith({ upload }).upload('r1', Buffer.alloc(10_485_761), 'a', 'image/png'),
    ).rejects.toMatchObject({ message: IMAGE_FILE_MESSAGES.fileTooLarge });
    expect(upload).not.toHaveBeenCalled();
  });

  it('maps Cloudinary 400 to "not an image" and anything else to unavailable', async () => {
    const bytes = Buffer.from('x');
    await expect(
      hostWith({
        upload: async () => Promise.reject({ message: 'Invalid image file', http_code: 400 }),
      }).upload('r1', bytes, 'a', 'image/png'),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: IMAGE_FILE_MESSAGES.notAnImage });
    await expect(
      hostWith({ upload: async () => Promise.reject(new Error('socket hang up')) }).upload(
        'r1',
        bytes,
        'a',
        'image/png',
      ),
    ).rejects.toMatchObject({ code: 'unavailable', message: MEDIA_MESSAGES.imageHostUnavailable });
  });

  it('deletes with invalidation; "not found" is fine, other answers are failures', async () => {
    const destroy = vi.fn(async () => ({ result: 'ok' }));
    await hostWith({ destroy }).delete('recipes/r1/abc');
    expect(destroy).toHaveBeenCalledWith('recipes/r1/abc', expect.objectContaining({ invalidate: true }));
    await expect(
      hostWith({ destroy: async () => ({ result: 'not found' }) }).delete('recipes/r1/abc'),
    ).resolves.toBe(undefined);
    await expect(
      hostWith({ destroy: async () => ({ result: 'error' }) }).delete('recipes/r1/abc'),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('is unavailable, not broken, without credentials', async () => {
    await expect(
      hostWith({}, { cloudName: '', apiKey: '', apiSecret: '' }).upload(
        'r1',
        Buffer.from('x'),
        'a',
        'image/png',
      ),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});
