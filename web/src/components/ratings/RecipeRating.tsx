import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOK_LEVELS, overallLabel, scoreOf, type RatingView } from '@domain/ratings/document';
import { SignInPrompt } from '@/components/SignInPrompt';
import { StarIcon } from '@/components/icons';
import { recipeKeys } from '@/platform/queryKeys';
import { SERVER_ACTION_DEADLINE_MS, withinDeadline } from '@/components/server-action/deadline';
import { toApiError } from '@/platform/api';
import { signedInUid, useSession } from '@/platform/session';
import { useSignedInAction } from '@/components/useSignedInAction';
import { rateRecipe, ratingKeys, recipeRating, type RatingChoice } from './api';
import { RatingModal } from './RatingModal';
import './ratings.css';

interface Props {
  recipeId: string;
  /** The viewer wrote the recipe: they see its ratings but do not rate it (the server refuses it too). */
  ownRecipe?: boolean;
  /** After the server saved the rating (the recipe page reports it to personalisation). */
  onRated?: (choice: RatingChoice) => void;
  /** The figures the recipe detail carried, shown until the ratings call answers. */
  initial?: {
    rating?: number | null;
    cookRating?: number | null;
    totalRatings?: number | null;
    cookCount?: number | null;
  };
}

/**
 * The recipe page's rating (spec 000 §2, 001 §4): the overall weighted average (one decimal) with the number of
 * ratings, the cook rating (made-it ratings only) with the number of cooks, the interested and not-interested
 * counts, and the button that opens the two-step modal. A guest is asked to sign in (the way back kept under
 * returnAfterLogin); an unverified user goes to /verify-email. The author sees the figures and a note instead of the
 * button: ratings are the readers' word on a recipe.
 */
export function RecipeRating({ recipeId, initial, onRated, ownRecipe = false }: Props) {
  const { t, i18n } = useTranslation('ratings');
  const session = useSession();
  const guard = useSignedInAction();
  const queryClient = useQueryClient();
  const viewer = signedInUid(session) ?? 'guest';
  const key = ratingKeys.recipe(recipeId, viewer);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => recipeRating(recipeId, signal),
    enabled: session.status !== 'loading',
  });
  const [open, setOpen] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';
  const aggregate = query.data?.aggregate ?? {
    rating: initial?.rating ?? 0,
    cookRating: initial?.cookRating ?? 0,
    totalRatings: initial?.totalRatings ?? 0,
    cookCount: initial?.cookCount ?? 0,
    interestedCount: 0,
    notInterestedCount: 0,
  };
  const mine = query.data?.myRating ?? null;
  const decimal = (value: number) =>
    value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const start = () => {
    if (guard.mayAct()) setOpen(true);
  };

  const rate = useMutation({
    // no answer within 15 s is a failure the modal shows, with its options to try again (issue 36); a late answer
    // may still have saved it, so the truth is read again
    mutationFn: (choice: RatingChoice) =>
      withinDeadline(rateRecipe(recipeId, choice), SERVER_ACTION_DEADLINE_MS, () => {
        void queryClient.invalidateQueries({ queryKey: key });
      }),
    onMutate: async (choice) => {
      // the viewer's choice shows at once; a read in flight would answer the rating before it over it
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RatingAnswer>(key);
      queryClient.setQueryData<RatingAnswer>(key, {
        aggregate: previous?.aggregate ?? aggregate,
        myRating: chosenRating(previous?.myRating ?? null, choice),
      });
      return { previous };
    },
    onSuccess: (result, choice) => {
      queryClient.setQueryData<RatingAnswer>(key, { aggregate: result.aggregate, myRating: result.rating });
      onRated?.(choice);
      // cards and the detail carry the cook rating
      void queryClient.invalidateQueries({ queryKey: recipeKeys.userLists });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.anyDetail(recipeId) });
      void queryClient.invalidateQueries({ queryKey: ratingKeys.anyRated });
      // just browsing holds no photo (the cooks' photos strip)
      void queryClient.invalidateQueries({ queryKey: ratingKeys.anyPhotos(recipeId) });
    },
    onError: (_error, _choice, context) => {
      // the rating before the click comes back (none read yet: the query starts over)
      if (context?.previous) queryClient.setQueryData<RatingAnswer>(key, context.previous);
      else void queryClient.resetQueries({ queryKey: key, exact: true });
    },
  });

  /** For the modal: resolves once saved, or rejects with the text to show. */
  const submit = (choice: RatingChoice) =>
    rate.mutateAsync(choice).then(
      () => undefined,
      (error: unknown) => {
        const apiError = toApiError(error);
        const busy = apiError.code === 'resource-exhausted' || /busy|rate limit/i.test(apiError.message);
        // the server's "User must be logged in to rate" (a session that ended meanwhile) is not for the reader's eyes
        if (apiError.code === 'unauthenticated') throw new Error(t('errors.signInAgain'));
        const known = apiError.fromServer && !['unavailable', 'internal'].includes(apiError.code);
        throw new Error(busy ? t('errors.busy') : known ? apiError.message : t('errors.connection'));
      },
    );

  const overallWord = overallLabel(aggregate.rating);
  const myLevel = mine?.madeIt ? COOK_LEVELS.find((level) => level.score === mine.rating) : undefined;

  return (
    <section className="card recipe-rating" aria-labelledby="recipe-rating-title" data-testid="recipe-rating">
      <h2 id="recipe-rating-title" className="recipe-rating__title">
        {t('title')}
      </h2>
      {aggregate.totalRatings > 0 ? (
        <dl className="recipe-rating__figures">
          <StarFigure
            testId="rating-overall"
            label={t('overall')}
            value={decimal(aggregate.rating)}
            word={overallWord ? t(`overallLabels.${overallWord}`) : undefined}
            count={t('ratingsCount', { count: aggregate.totalRatings })}
          />
          {aggregate.cookCount > 0 ? (
            <StarFigure
              testId="rating-cook"
              label={t('cookRating')}
              value={decimal(aggregate.cookRating)}
              count={t('cooksCount', { count: aggregate.cookCount })}
            />
          ) : null}
          <div data-testid="rating-interest">
            <dt>{t('browsers')}</dt>
            <dd>
              {t('interestedCount', { count: aggregate.interestedCount })} ·{' '}
              {t('notInterestedCount', { count: aggregate.notInterestedCount })}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="recipe-rating__empty">{t('none')}</p>
      )}
      {ownRecipe ? (
        <p className="recipe-rating__own" data-testid="rating-own">
          {t('own')}
        </p>
      ) : (
        <div className="recipe-rating__actions">
          {mine ? (
            <p className="recipe-rating__mine" data-testid="rating-mine">
              {t('yours', {
                choice: myLevel ? t(`levels.${myLevel.key}`) : t(`interest.${mine.interest ?? 'interested'}`),
              })}
            </p>
          ) : null}
          <button type="button" className="button button--primary" onClick={start} data-testid="rate-button">
            <StarIcon size={18} />
            {mine ? t('update') : t('rate')}
          </button>
        </div>
      )}
      {open && !ownRecipe ? (
        <RatingModal current={mine} onSubmit={submit} onClose={() => setOpen(false)} />
      ) : null}
      <SignInPrompt guard={guard} ns="ratings" keyPrefix="login" />
    </section>
  );
}

type RatingAnswer = Awaited<ReturnType<typeof recipeRating>>;

/** The viewer's rating as it stands once `choice` is saved (the feedback and photo it had are kept). */
function chosenRating(previous: RatingView | null, choice: RatingChoice): RatingView {
  return {
    feedback: previous?.feedback ?? '',
    photo: choice.madeIt ? (previous?.photo ?? null) : null,
    timestamp: new Date().toISOString(),
    madeIt: choice.madeIt,
    rating: scoreOf(choice),
    interest: choice.madeIt ? null : choice.interest,
  };
}

/**
 * One rating figure of the block: what it is, the star and its value, its word (the overall rating's Poor …
 * Excellent, 001 §4) and how many ratings make it.
 */
function StarFigure({
  testId,
  label,
  value,
  word,
  count,
}: {
  testId: string;
  label: string;
  value: string;
  word?: string;
  count: string;
}) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <StarIcon size={18} />
        <strong>{value}</strong>
        {word ? <span className="recipe-rating__word">{word}</span> : null} <span>{count}</span>
      </dd>
    </div>
  );
}
