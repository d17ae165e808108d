import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '@/components/icons';
import { Alert } from '@/components/busy';
import { useBusyTask } from '@/components/busy';
import { toApiError } from '@/platform/api';
import { checkPeopleOnServer, pickOneImage, uploadProfilePhoto } from '@/platform/images';
import { channelPath } from '@/platform/paths';
import { signedInUid, useSession } from '@/platform/session';
import { cookPhotos, rateRecipe, ratingKeys, recipeRating, removeCookPhoto } from './api';

type Step = 'checking' | 'uploading' | 'removing';

/**
 * "I made it" photos on the recipe page (decision 0019): the cooks' photos the server lets this viewer see (each
 * cook's privacy setting for rated recipes), and for a cook whose rating says they made it, "Add your photo"
 * (checked like recipe images: type, 10 MB, decodable, food only; compressed; uploaded to their own folder) or
 * "Remove my photo" on their own tile.
 */
export function CookPhotos({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation(['ratings', 'images']);
  const session = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const viewer = signedInUid(session) ?? 'guest';
  const enabled = session.status !== 'loading';
  const photosKey = ratingKeys.photos(recipeId, viewer);
  const ratingKey = ratingKeys.recipe(recipeId, viewer);
  const photos = useQuery({
    queryKey: photosKey,
    queryFn: ({ signal }) => cookPhotos(recipeId, signal),
    enabled,
  });
  const rating = useQuery({
    queryKey: ratingKey,
    queryFn: ({ signal }) => recipeRating(recipeId, signal),
    enabled,
  });
  const { busy, error, refuse, run } = useBusyTask<Step>();
  const mine = rating.data?.myRating ?? null;
  const list = photos.data?.photos ?? [];

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: photosKey }),
      queryClient.invalidateQueries({ queryKey: ratingKey }),
    ]);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await pickOneImage(event.target);
    if (!picked || session.status !== 'signedIn' || !mine?.madeIt) return;
    if ('issue' in picked) {
      const { issue } = picked;
      refuse(
        t(
          issue.key === 'invalidFileSize' ? 'images:invalidFileSize' : 'images:invalidFileType',
          issue.values,
        ),
      );
      return;
    }
    const { file } = picked;
    const uid = session.user.uid;
    await run(
      'checking',
      async (step) => {
        const check = await checkPeopleOnServer([file], recipeId);
        if (check.checked && check.containsPeople)
          return t('images:peopleDetected', { filenames: file.name });
        step('uploading');
        const photo = await uploadProfilePhoto(file, uid);
        await rateRecipe(recipeId, { madeIt: true, rating: mine.rating }, { feedback: mine.feedback, photo });
        await refresh();
      },
      (failure) => {
        const apiError = toApiError(failure);
        return apiError.fromServer && apiError.code !== 'internal'
          ? apiError.message
          : t('images:uploadFailed');
      },
    );
  };

  const remove = () =>
    run(
      'removing',
      async () => {
        await removeCookPhoto(recipeId);
        await refresh();
      },
      () => t('photos.removeFailed'),
    );

  const hasMine = list.some((entry) => entry.mine);
  const mayAdd = session.status === 'signedIn' && mine?.madeIt === true && !hasMine;
  // a guest sees the strip only once there is something in it
  if (!list.length && session.status !== 'signedIn') return null;

  return (
    <section className="card cook-photos" aria-labelledby={`${id}-title`} data-testid="cook-photos">
      <h2 id={`${id}-title`} className="cook-photos__title">
        {t('photos.title')}
      </h2>
      {list.length ? (
        <ul className="cook-photos__list">
          {list.map((entry) => (
            <li key={entry.userId} className="cook-photos__item" data-testid="cook-photo">
              <img
                src={entry.photo.sizes.card}
                alt={t('photos.alt', { name: entry.displayName })}
                width={240}
                height={180}
                loading="lazy"
              />
              <p className="cook-photos__who">
                <Link to={channelPath({ uid: entry.userId, ...entry })}>{entry.displayName}</Link>
                <span className="cook-photos__stars">
                  <StarIcon size={14} />
                  {entry.rating}
                </span>
              </p>
              {entry.feedback ? <p className="cook-photos__feedback">{entry.feedback}</p> : null}
              {entry.mine ? (
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy !== null}
                  onClick={() => void remove()}
                >
                  {t('photos.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cook-photos__empty">{t('photos.none')}</p>
      )}
      {mayAdd ? (
        <div className="cook-photos__add">
          <input
            id={`${id}-file`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy !== null}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={`${id}-file`}
            className="button button--primary"
            aria-disabled={busy !== null || undefined}
          >
            {t('photos.add')}
          </label>
          <span id={`${id}-hint`} className="cook-photos__hint">
            {t('photos.hint')}
          </span>
        </div>
      ) : session.status === 'signedIn' && !mine?.madeIt ? (
        <p className="cook-photos__hint">{t('photos.rateFirst')}</p>
      ) : null}
      <div role="status" aria-live="polite" className="cook-photos__status">
        {busy ? t(`photos.${busy}`) : null}
      </div>
      <Alert className="form__error">{error}</Alert>
    </section>
  );
}
