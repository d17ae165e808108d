import { IMAGE_FILE_MESSAGES, peopleMessage } from '@domain/media/messages';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/images.json';
import fr from '../../locales/fr/images.json';
import he from '../../locales/he/images.json';
import it_ from '../../locales/it/images.json';
import { COMPRESSION_ERRORS } from './compression';
import { validateImageFiles, validatePickedImages } from './validation';

const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('validateImageFiles (spec 000 §5)', () => {
  it('accepts up to 5 images of at most 10485760 bytes', () => {
    const files = [file('a.jpg'), file('b.png', 10_485_760, 'image/png')];
    expect(validateImageFiles(files, 3)).toEqual({ accepted: files, issues: [] });
  });

  it('says maxImagesReached when the recipe already has 5', () => {
    expect(validateImageFiles([file('a.jpg')], 5)).toEqual({
      accepted: [],
      issues: [{ key: 'maxImagesReached', values: { max: 5 } }],
    });
  });

  it('says tooManyFiles when the selection would pass 5, and adds none of it', () => {
    expect(validateImageFiles([file('a.jpg'), file('b.jpg'), file('c.jpg')], 3)).toEqual({
      accepted: [],
      issues: [{ key: 'tooManyFiles', values: { max: 5, remaining: 2 } }],
    });
    expect(validateImageFiles(Array.from({ length: 6 }, (_, i) => file(`${i}.jpg`))).issues[0]?.key).toBe(
      'tooManyFiles',
    );
  });

  it('names each file that is too large or not an image, and keeps the good ones', () => {
    const good = file('good.webp', 500, 'image/webp');
    expect(
      validateImageFiles([file('big.jpg', 10_485_761), file('notes.pdf', 10, 'application/pdf'), good]),
    ).toEqual({
      accepted: [good],
      issues: [
        { key: 'invalidFileSize', values: { name: 'big.jpg', maxMb: 10 } },
        { key: 'invalidFileType', values: { name: 'notes.pdf' } },
      ],
    });
  });
});

describe('images translations', () => {
  it.each(Object.entries({ he, fr, it: it_ }))(
    '%s has every English key, with the same placeholders',
    (_language, translations) => {
      expect(Object.keys(translations).sort()).toEqual(Object.keys(en).sort());
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders((translations as Record<string, string>)[key] ?? ''), key).toEqual(
          placeholders(text),
        );
      }
    },
  );

  it('words the English messages as the domain and the server do', () => {
    expect(en.peopleDetected.replace('{{filenames}}', 'a.jpg, b.jpg')).toBe(
      peopleMessage(['a.jpg', 'b.jpg']),
    );
    expect(en.compressFailed).toBe(COMPRESSION_ERRORS.compress);
    expect(en.loadFailed).toBe(COMPRESSION_ERRORS.load);
    expect(en.readFailed).toBe(COMPRESSION_ERRORS.read);
    expect(IMAGE_FILE_MESSAGES.fileTooLarge).toMatch(/10 MB/);
  });
});

describe('validatePickedImages (a pick must decode as an image)', () => {
  const picked = (name: string, type = 'image/png') => new File([name], name, { type });
  const decodesUnlessNotes = async (blob: Blob) => !(blob as File).name.startsWith('notes');

  it('refuses a file that claims an image type but does not decode, naming it, and keeps the others', async () => {
    const photo = picked('photo.png');
    const renamed = picked('notes.png');
    expect(await validatePickedImages([photo, renamed], 0, decodesUnlessNotes)).toEqual({
      accepted: [photo],
      issues: [{ key: 'invalidFileType', values: { name: 'notes.png' } }],
    });
  });

  it('decodes only what passed the type, size and count rules', async () => {
    const decode = vi.fn(decodesUnlessNotes);
    const result = await validatePickedImages([picked('notes.pdf', 'application/pdf')], 0, decode);
    expect(result.issues).toEqual([{ key: 'invalidFileType', values: { name: 'notes.pdf' } }]);
    expect(decode).not.toHaveBeenCalled();
  });

  it('uses the browser decoder by default: text bytes are not an image', async () => {
    const createImageBitmap = vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    try {
      const result = await validatePickedImages([picked('notes.png')]);
      expect(result).toEqual({
        accepted: [],
        issues: [{ key: 'invalidFileType', values: { name: 'notes.png' } }],
      });
      expect(createImageBitmap).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
