import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_LIMITS } from '@domain/constants/recipe';
import { COMPRESSION_ERRORS, compressImage, detectPeople, validatePickedImages } from '@/platform/images';
import { CloseIcon, UploadIcon } from '@/components/icons';
import { nextKey, type FormImage, type NewImage } from './state';

const MAX = RECIPE_LIMITS.maxImages;

const COMPRESSION_KEYS: Record<string, string> = {
  [COMPRESSION_ERRORS.compress]: 'images:compressFailed',
  [COMPRESSION_ERRORS.load]: 'images:loadFailed',
  [COMPRESSION_ERRORS.read]: 'images:readFailed',
};

type Phase = 'idle' | 'compressing' | 'checking';

/**
 * Images (spec 000 §5): up to 5 in all (kept ones count on edit). A pick is validated (type, 10 MB, count, and
 * that it decodes as an image), compressed above 1 MB, and checked for people in the tensorflow-worker: images with a person are refused with
 * the spec's message; when the check cannot run they are kept and marked, and the server checks them at upload.
 * Previews with a remove button each; the first image is the recipe's main image.
 */
export function ImagesField({
  id,
  images,
  onAdd,
  onRemove,
  onBusyChange,
}: {
  id: string;
  images: FormImage[];
  onAdd: (added: NewImage[]) => void;
  onRemove: (key: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation(['recipes', 'images']);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX;

  const setBusy = (next: Phase) => {
    setPhase(next);
    onBusyChange(next !== 'idle');
  };

  const process = async (files: File[]) => {
    if (!files.length || phase !== 'idle') return;
    const messages: string[] = [];
    setNotice(null);
    const { accepted, issues } = await validatePickedImages(files, images.length);
    for (const issue of issues) messages.push(t(`images:${issue.key}`, issue.values));
    if (!accepted.length) {
      setProblems(messages);
      return;
    }
    setBusy('compressing');
    try {
      const compressed: File[] = [];
      for (const file of accepted) {
        try {
          compressed.push(await compressImage(file));
        } catch (error) {
          const message = error instanceof Error ? error.message : '';
          messages.push(`${file.name}: ${t(COMPRESSION_KEYS[message] ?? 'images:compressFailed')}`);
        }
      }
      setBusy('checking');
      const detection = await detectPeople(compressed);
      if (detection.rejected.length) {
        messages.push(
          t('images:peopleDetected', { filenames: detection.rejected.map((file) => file.name).join(', ') }),
        );
      }
      const added: NewImage[] = compressed
        .filter((file) => !detection.rejected.includes(file))
        .map((file) => ({
          kind: 'new',
          key: nextKey('image'),
          file,
          preview: URL.createObjectURL(file),
          personCheck: detection.unverified.includes(file) ? 'pending' : 'passed',
        }));
      if (added.some((image) => image.personCheck === 'pending')) setNotice(t('images:couldNotVerify'));
      if (added.length) onAdd(added);
    } finally {
      setProblems(messages);
      setBusy('idle');
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void process(files);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void process(Array.from(event.dataTransfer.files));
  };

  const status =
    phase === 'compressing'
      ? t('images:compressing')
      : phase === 'checking'
        ? t('images:checkingImages')
        : null;

  return (
    <fieldset className="recipe-form__fieldset" data-testid="images-field" aria-describedby={`${id}-hint`}>
      {/* The section's heading says "Photos" already; the legend names the group for assistive technology. */}
      <legend className="visually-hidden">{t('form.images.label')}</legend>
      <p id={`${id}-hint`} className="form__hint">
        {t('form.images.hint', { max: MAX, count: images.length })}
      </p>
      {images.length ? (
        <ul className="recipe-form__images" aria-label={t('form.images.list')}>
          {images.map((image, index) => {
            const src =
              image.kind === 'new' ? image.preview : image.image.sizes?.thumbnail || image.image.url;
            const label = t('form.images.alt', { n: index + 1 });
            return (
              <li
                key={image.key}
                className="recipe-form__image"
                data-testid="form-image"
                data-kind={image.kind}
              >
                <img src={src} alt={label} width={120} height={120} />
                {index === 0 ? (
                  <span className="badge badge--primary recipe-form__image-badge">
                    {t('form.images.main')}
                  </span>
                ) : null}
                {image.kind === 'new' && image.personCheck === 'pending' ? (
                  <span className="badge badge--warning recipe-form__image-note">
                    {t('form.images.pending')}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="disc recipe-form__image-remove"
                  onClick={() => {
                    if (image.kind === 'new') URL.revokeObjectURL(image.preview);
                    onRemove(image.key);
                  }}
                  aria-label={t('form.images.remove', { n: index + 1 })}
                  title={t('form.images.remove', { n: index + 1 })}
                  data-testid="form-image-remove"
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id={id}
        className="recipe-form__file visually-hidden"
        type="file"
        accept="image/*"
        multiple
        disabled={full || phase !== 'idle'}
        onChange={onInput}
        aria-describedby={`${id}-hint`}
      />
      <label
        htmlFor={id}
        className={`recipe-form__dropzone${dragging ? ' recipe-form__dropzone--over' : ''}${full ? ' recipe-form__dropzone--off' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={24} />
        <span>{full ? t('form.images.full', { max: MAX }) : t('form.images.choose')}</span>
      </label>
      <div role="status" aria-live="polite" className="recipe-form__images-status">
        {status ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" /> {status}
          </>
        ) : (
          notice
        )}
      </div>
      {problems.length ? (
        <ul className="form__field-error recipe-form__error-list" role="alert" data-testid="images-errors">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
