import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/busy';
import { Avatar } from '@/components/Avatar';
import { useToast } from '@/components/toast';
import { useBusyTask } from '@/components/busy';
import { toApiError } from '@/platform/api';
import { pickOneImage, uploadProfilePhoto } from '@/platform/images';
import { profileApi } from '@/platform/profile';
import { IMAGE_FILE_MESSAGES } from '@domain/media/messages';

/**
 * The profile photo on /profile (spec 000 §3, §5): the current photo (or the initial), "Upload photo" (one image,
 * checked like recipe images, compressed and uploaded to the caller's own folder users/{uid}) and "Remove photo".
 * Either saves photoURL at once with users-updateProfile (the detail size of the uploaded image); `onSaved` gets
 * the stored value. No person check: a profile photo is meant to show a person.
 */
export function ProfilePhotoField({
  uid,
  name,
  photoURL,
  onSaved,
}: {
  uid: string;
  name: string;
  photoURL: string;
  onSaved: (photoURL: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const id = useId();
  const { busy, error, refuse, run } = useBusyTask<'uploading' | 'removing'>();

  const save = async (next: string, done: string) => {
    const { profile } = await profileApi.updateProfile({ photoURL: next });
    onSaved(profile.photoURL ?? next);
    toast.success(done);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await pickOneImage(event.target);
    if (!picked) return;
    if ('issue' in picked) {
      const { issue } = picked;
      refuse(
        issue.key === 'invalidFileSize'
          ? t('profile.photo.errors.tooLarge', issue.values)
          : t('profile.photo.errors.invalidType', issue.values),
      );
      return;
    }
    const { file } = picked;
    await run(
      'uploading',
      async () => {
        const image = await uploadProfilePhoto(file, uid);
        await save(image.sizes.detail, t('profile.photo.uploaded'));
      },
      (failure) => {
        const message = toApiError(failure).message;
        return message === IMAGE_FILE_MESSAGES.notAnImage
          ? t('profile.photo.errors.invalidType', { name: file.name })
          : message === IMAGE_FILE_MESSAGES.fileTooLarge
            ? t('profile.photo.errors.tooLarge', { name: file.name, maxMb: 10 })
            : t('profile.photo.errors.uploadFailed');
      },
    );
  };

  const remove = () =>
    run(
      'removing',
      () => save('', t('profile.photo.removed')),
      () => t('profile.photo.errors.removeFailed'),
    );

  return (
    <div className="form__field profile-photo" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form__label">
        {t('profile.photo.label')}
      </span>
      <div className="profile-photo__row">
        <span className="profile-photo__preview" data-has-photo={photoURL ? true : undefined}>
          <Avatar url={photoURL || null} name={name} size="xl" />
          <span className="visually-hidden">
            {photoURL ? t('profile.photo.preview') : t('profile.photo.none')}
          </span>
        </span>
        <div className="profile-photo__actions">
          {/* The file input itself takes focus and keys (visually hidden); its label looks like a button. */}
          <input
            id={`${id}-file`}
            className="visually-hidden profile-photo__input"
            type="file"
            accept="image/*"
            aria-describedby={`${id}-hint`}
            disabled={busy !== null}
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={`${id}-file`}
            className="button profile-photo__upload"
            aria-disabled={busy !== null || undefined}
          >
            {photoURL ? t('profile.photo.change') : t('profile.photo.upload')}
          </label>
          {photoURL ? (
            <button type="button" className="button" disabled={busy !== null} onClick={() => void remove()}>
              {t('profile.photo.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="form__hint">
        {t('profile.photo.hint')}
      </p>
      <div className="profile-photo__status" role="status" aria-live="polite">
        {busy ? (
          <>
            <progress className="profile-photo__progress" aria-label={t(`profile.photo.${busy}`)} />
            <span>{t(`profile.photo.${busy}`)}</span>
          </>
        ) : null}
      </div>
      <Alert className="form__error">{error}</Alert>
    </div>
  );
}
