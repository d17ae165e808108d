/**
 * validateImageFiles (spec 000 §5 "Images"): at most 5 images in total, each an image type of at most 10 MB.
 * Messages are keys of the `images` namespace (maxImagesReached, tooManyFiles, invalidFileSize, invalidFileType)
 * with their values; the rules themselves are the domain's (@domain/media/upload), shared with the server.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGES, imageFileProblem } from '@domain/media/upload';

export type ImageMessageKey = 'maxImagesReached' | 'tooManyFiles' | 'invalidFileSize' | 'invalidFileType';

export interface ImageValidationIssue {
  readonly key: ImageMessageKey;
  readonly values: Readonly<Record<string, string | number>>;
}

export interface ImageValidation<F> {
  /** The files that may be added (none when the selection breaks the count). */
  readonly accepted: F[];
  readonly issues: ImageValidationIssue[];
}

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

const MAX_MB = Math.round(MAX_IMAGE_BYTES / 1_048_576);

/** `existingCount`: images the recipe already has (kept ones on edit, earlier picks on create). */
export function validateImageFiles<F extends FileLike>(
  files: readonly F[],
  existingCount = 0,
): ImageValidation<F> {
  const remaining = Math.max(0, MAX_IMAGES - existingCount);
  if (remaining === 0)
    return { accepted: [], issues: [{ key: 'maxImagesReached', values: { max: MAX_IMAGES } }] };
  if (files.length > remaining) {
    return { accepted: [], issues: [{ key: 'tooManyFiles', values: { max: MAX_IMAGES, remaining } }] };
  }
  const accepted: F[] = [];
  const issues: ImageValidationIssue[] = [];
  for (const file of files) {
    const problem = imageFileProblem({ size: file.size, mimeType: file.type });
    if (problem === 'notAnImage') issues.push({ key: 'invalidFileType', values: { name: file.name } });
    else if (problem === 'fileTooLarge')
      issues.push({ key: 'invalidFileSize', values: { name: file.name, maxMb: MAX_MB } });
    else accepted.push(file);
  }
  return { accepted, issues };
}

/** Whether the browser can decode a file as an image (its type and name only say what it claims to be). */
export type ImageDecoder = (file: Blob) => Promise<boolean>;

export const decodesAsImage: ImageDecoder = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
};

/**
 * validateImageFiles, then each file it accepts must also decode (a text file renamed .png claims image/png):
 * one that does not is refused at once with invalidFileType naming it, rather than shown as a broken preview
 * and refused at publish.
 */
export async function validatePickedImages<F extends FileLike & Blob>(
  files: readonly F[],
  existingCount = 0,
  decode: ImageDecoder = decodesAsImage,
): Promise<ImageValidation<F>> {
  const { accepted, issues } = validateImageFiles(files, existingCount);
  const decodes = await Promise.all(accepted.map((file) => decode(file)));
  const undecodable = accepted.filter((_, index) => !decodes[index]);
  return {
    accepted: accepted.filter((_, index) => decodes[index]),
    issues: [
      ...issues,
      ...undecodable.map((file) => ({ key: 'invalidFileType' as const, values: { name: file.name } })),
    ],
  };
}

/**
 * The one image a file input picked, checked like validatePickedImages (`issue` says why it was refused); the input
 * is emptied so that the same file can be picked again. `null` when nothing was picked.
 */
export async function pickOneImage(
  input: HTMLInputElement,
): Promise<{ file: File } | { issue: ImageValidationIssue } | null> {
  const files = Array.from(input.files ?? []).slice(0, 1);
  input.value = '';
  const picked = files[0];
  if (!picked) return null;
  const { accepted, issues } = await validatePickedImages(files);
  const file = accepted[0];
  return file ? { file } : { issue: issues[0] ?? { key: 'invalidFileType', values: { name: picked.name } } };
}
