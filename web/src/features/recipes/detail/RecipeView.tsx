import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedName } from '@domain/catalog/types';
import { Avatar } from '@/components/Avatar';
import { FavoriteButton } from '@/components/favorites';
import { FollowButton, useFollow } from '@/components/follow';
import { AddToPlanButton } from '@/components/plan';
import { Handle } from '@/components/Handle';
import { DeleteRecipeDialog } from '@/components/recipe-card/DeleteRecipeDialog';
import { VisibilityBadge } from '@/components/recipe-card/VisibilityBadge';
import { compactNumber, formatDuration, isDifficulty } from '@/components/recipe-card/format';
import { CalendarIcon, ClockIcon, EditIcon, GaugeIcon, TrashIcon, ViewsIcon } from '@/components/icons';
import { useToast } from '@/components/toast';
import { channelPath } from '@/platform/paths';
import { isAdmin, signedInUid, useSession } from '@/platform/session';
import type { RecipeView as Recipe } from '../api';
import { useCategories, useDietaryOptions } from '@/components/catalog';
import { useSiteSettings } from '@/components/catalog/useSiteSettings';
import { useTrackView } from '../hooks/useTrackView';
import { Calories } from './Calories';
import { AdaptedFrom } from './AdaptedFrom';
import { DetailSection, TextList } from './DetailSection';
import { Gallery } from './Gallery';
import { CommentSection } from '@/components/comments/CommentSection';
import { RecipeRating } from '@/components/ratings/RecipeRating';
import { CookPhotos } from '@/components/ratings/CookPhotos';
import type { RatingChoice } from '@/components/ratings/api';
import { trackAffinity, trackLanguageEvent, trackVisit, type Viewer } from '@/components/personal';
import { RelatedRecipes } from './RelatedRecipes';
import { ShareBar } from './ShareBar';
import { trackShareEvent, useLanguageSignals } from './useLanguageSignals';
import { recipeLines } from '../stove/choice';
import { IngredientLines } from '../stove/IngredientLines';
import { StovePanel } from '../stove/StovePanel';
import { useShownLines } from '../stove/useShownLines';
import { useStoveChoice } from '../stove/useStoveChoice';
import { recipeTextLanguage } from '../versions/direction';
import { familyOf } from '../versions/family';
import { LanguageSwitch } from '../versions/LanguageSwitch';

const ReplacementBox = lazy(() => import('../ai/ReplacementBox'));
const VersionsPanel = lazy(() => import('../versions/VersionsPanel'));

/**
 * The full recipe (spec 000 §2 "Recipe detail screen"). The recipe's own texts carry its language and that language's
 * direction, every line too (dir="auto" for a language the app does not know: versions/direction.ts), so a Hebrew
 * recipe reads right-to-left inside an English interface and the other way round. The owner (or an admin) gets Edit and Delete. Places that later issues
 * fill are marked in the code, with no stand-ins.
 */
export function RecipeView({ recipe, onDeleted }: { recipe: Recipe; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('recipes');
  const session = useSession();
  const location = useLocation();
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'en';
  const [deleting, setDeleting] = useState(false);
  const categories = useCategories();
  const dietaryOptions = useDietaryOptions();
  const siteSettings = useSiteSettings();
  const substitution = !siteSettings || siteSettings.features.content.ingredientSubstitution;
  const nutrition = !siteSettings || siteSettings.features.content.nutritionCalculation;
  // settings/features.social (decision 0036): what an admin turned off is not offered (the server refuses it too)
  const social = (feature: 'ratings' | 'userFollowing' | 'recipeSharing' | 'comments') =>
    !siteSettings || siteSettings.features.social[feature];
  const viewerKey = signedInUid(session) ?? 'guest';
  const countedViews = useTrackView(recipe.id, viewerKey);
  const personal: Viewer = {
    uid: signedInUid(session),
    language: language.slice(0, 2),
  };
  const tracked = { id: recipe.id, language: recipe.language || recipe.detectedLanguage || null };
  useEffect(() => {
    // once per recipe and viewer in a page load (trackVisit remembers)
    trackVisit(
      { uid: personal.uid, language: personal.language },
      { id: tracked.id, language: tracked.language },
    );
  }, [personal.uid, personal.language, tracked.id, tracked.language]);
  const articleRef = useRef<HTMLElement>(null);
  useLanguageSignals(personal, tracked, articleRef);
  const onFavoriteChanged = (saved: boolean) => {
    trackLanguageEvent(personal, tracked, saved ? 'save' : 'unsave');
    trackAffinity(personal, recipe.id, saved ? 'favorite' : 'unfavorite');
  };
  const onRated = (choice: RatingChoice) => {
    trackLanguageEvent(personal, tracked, choice.madeIt ? 'cook' : 'rate');
    if (choice.madeIt) trackAffinity(personal, recipe.id, 'made_it', choice.rating);
  };

  const own = session.status === 'signedIn' && session.user.uid === recipe.authorId;
  const canManage = own || isAdmin(session);
  const images = recipe.images ?? [];
  const ingredients = useMemo(() => recipeLines(recipe.ingredients), [recipe.ingredients]);
  const instructions = useMemo(() => recipeLines(recipe.instructions), [recipe.instructions]);
  // the servings (in the address) and units (on this device) the lines are shown for (issue 31 §1, §2)
  const stove = useStoveChoice(recipe);
  const shown = useShownLines(ingredients, instructions, stove);
  const tags = recipeLines(recipe.tags);
  const views = Math.max(countedViews ?? 0, recipe.views ?? 0);
  // issue 34: every text of the recipe (title, description, each line) reads in its language's direction
  const { lang: contentLang, dir: contentDir } = recipeTextLanguage(recipe);
  const family = familyOf(recipe);
  const categoryById = new Map((categories.data ?? []).map((category) => [category.id, category]));
  const dietaryBadges = (dietaryOptions.data ?? []).filter(
    (option) => (recipe as Record<string, unknown>)[option.fieldName] === true,
  );
  const added = recipe.createdAt ? new Date(recipe.createdAt) : null;
  const authorName = recipe.authorName?.trim() || t('card.authorFallback');
  const authorPath = recipe.authorId
    ? channelPath({ uid: recipe.authorId, username: recipe.authorUsername, displayName: recipe.authorName })
    : null;

  return (
    <article
      ref={articleRef}
      className="page-stack recipe-detail"
      aria-labelledby="recipe-title"
      data-testid="recipe-detail"
      data-recipe-id={recipe.id}
    >
      <header className="recipe-detail__header">
        {recipe.categories?.length ? (
          <ul className="inline-list recipe-detail__categories" aria-label={t('detail.categories')}>
            {recipe.categories.map((id) => {
              const category = categoryById.get(id);
              return (
                <li key={id}>
                  <Link className="badge badge--soft recipe-pill" to={`/?category=${encodeURIComponent(id)}`}>
                    {category?.emoji ? <span aria-hidden="true">{category.emoji}</span> : null}
                    {category ? localizedName(category, language) : id}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
        <h1 id="recipe-title" className="recipe-detail__title" dir={contentDir} lang={contentLang}>
          {recipe.title}
        </h1>
        <LanguageSwitch versions={family.versions} current={recipe.id} />
        {recipe.translatedBy?.name ? (
          <p className="recipe-detail__credit" data-testid="recipe-translated-by">
            {t('versions.translatedBy')} <bdi>{recipe.translatedBy.name}</bdi>
          </p>
        ) : null}
        <VisibilityBadge visibility={recipe.visibility} className="recipe-detail__visibility" />
        {canManage ? (
          <div className="recipe-detail__owner" data-testid="recipe-owner-actions">
            <Link
              to={`/recipe/${encodeURIComponent(recipe.id)}/edit`}
              className="button"
              data-testid="recipe-edit"
            >
              <EditIcon size={18} />
              {t('detail.edit')}
            </Link>
            <button
              type="button"
              className="button"
              onClick={() => setDeleting(true)}
              data-testid="recipe-delete"
            >
              <TrashIcon size={18} />
              {t('detail.delete')}
            </button>
          </div>
        ) : null}
        {/* Favorite button (spec 000 §2, 001 §4 "Favorites"): non-owners. */}
        {!own ? <FavoriteButton recipeId={recipe.id} onChanged={onFavoriteChanged} /> : null}
        {/* issue 33 §1: the dialog loads on click */}
        <AddToPlanButton
          recipeId={recipe.id}
          title={recipe.title}
          servings={stove.servings}
          className="button recipe-detail__plan"
        />
      </header>

      <Gallery images={images} title={recipe.title} />

      <ul className="card recipe-meta" aria-label={t('detail.meta')}>
        {typeof recipe.preparationTime === 'number' ? (
          <li>
            <span className="recipe-meta__label">{t('detail.prepTime')}</span>
            <span className="recipe-meta__value">
              <ClockIcon size={18} />
              {formatDuration(recipe.preparationTime, t)}
            </span>
          </li>
        ) : null}
        {isDifficulty(recipe.difficulty) ? (
          <li>
            <span className="recipe-meta__label">{t('detail.difficulty')}</span>
            <span className="recipe-meta__value">
              <GaugeIcon size={18} />
              {t(`difficulty.${recipe.difficulty}`)}
            </span>
          </li>
        ) : null}
        <li>
          <span className="recipe-meta__label">{t('detail.views')}</span>
          <span className="recipe-meta__value" data-testid="recipe-views">
            <ViewsIcon size={18} />
            <span title={views.toLocaleString(language)}>{compactNumber(views, language)}</span>
          </span>
        </li>
        {/* settings/features.content.nutritionCalculation off: no calories line (decision 0022) */}
        {nutrition ? (
          <li>
            <span className="recipe-meta__label">{t('detail.calories.label')}</span>
            <Calories
              recipeId={recipe.id}
              initial={{
                calories: recipe.calories,
                caloriesStatus: recipe.caloriesStatus,
                caloriesSource: recipe.caloriesSource ?? null,
              }}
              servings={stove.servings}
            />
          </li>
        ) : null}
        {recipe.dietaryClassification ? (
          <li>
            <span className="recipe-meta__label">{t('detail.classification')}</span>
            <span className="recipe-meta__value">{t(`classification.${recipe.dietaryClassification}`)}</span>
          </li>
        ) : null}
      </ul>
      {dietaryBadges.length ? (
        <ul
          className="inline-list recipe-detail__badges"
          aria-label={t('detail.dietary')}
          data-testid="recipe-dietary"
        >
          {dietaryBadges.map((option) => (
            <li key={option.id} className="badge badge--outline recipe-badge">
              {localizedName(option, language)}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="recipe-detail__content">
        {recipe.description ? (
          <p
            className="recipe-detail__description"
            dir={contentDir}
            lang={contentLang}
            data-testid="recipe-description"
          >
            {recipe.description}
          </p>
        ) : null}
        <AdaptedFrom source={recipe.source} />

        {social('ratings') ? (
          <RecipeRating recipeId={recipe.id} initial={recipe} onRated={onRated} ownRecipe={own} />
        ) : null}
        <CookPhotos recipeId={recipe.id} />

        <StovePanel recipeId={recipe.id} stove={stove} />
        <div className="recipe-detail__columns">
          <DetailSection name="ingredients" title={t('detail.ingredients')}>
            <IngredientLines lines={shown.ingredients} lang={contentLang} dir={contentDir} />
            {session.status === 'signedIn' ? (
              <button
                type="button"
                className="button button--small recipe-detail__add-to-list"
                data-testid="recipe-add-to-list"
                onClick={(event) => {
                  const button = event.currentTarget;
                  // the call and its messages load on the click: the page's first JS carries the button only
                  void import('@/components/shopping/addRecipe').then(({ addRecipeToList }) =>
                    addRecipeToList(button, { id: recipe.id, servings: stove.servings }, toast, t),
                  );
                }}
              >
                {t('detail.addToList')}
              </button>
            ) : null}
            {/* settings/features.content.ingredientSubstitution off: the box is not offered (decision 0022) */}
            {substitution ? (
              <Suspense fallback={null}>
                <ReplacementBox
                  recipe={{
                    id: recipe.id,
                    title: recipe.title ?? '',
                    description: recipe.description ?? '',
                    ingredients,
                  }}
                />
              </Suspense>
            ) : null}
          </DetailSection>
          <DetailSection name="instructions" title={t('detail.instructions')}>
            <TextList
              as="ol"
              name="instructions"
              texts={shown.instructions}
              lang={contentLang}
              dir={contentDir}
            />
          </DetailSection>
        </div>

        {recipe.recipeTip ? (
          <aside className="recipe-tip" aria-labelledby="recipe-tip-title">
            <h2 id="recipe-tip-title" className="recipe-tip__title">
              {t('detail.tip')}
            </h2>
            <p dir={contentDir} lang={contentLang}>
              {recipe.recipeTip}
            </p>
          </aside>
        ) : null}
      </div>

      {session.status === 'signedIn' ? (
        // one panel per visit: every arrival (the switch, a notification, even to this page) asks the suggestions afresh
        <Suspense key={location.key} fallback={null}>
          <VersionsPanel recipe={recipe} family={family} own={own} />
        </Suspense>
      ) : null}

      {tags.length ? (
        <DetailSection name="tags" title={t('detail.tags')}>
          <ul className="inline-list recipe-tags" data-testid="recipe-tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Link className="recipe-tag" to={`/search?q=${encodeURIComponent(tag)}`}>
                  <bdi>#{tag}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      {added && !Number.isNaN(added.getTime()) ? (
        <p className="recipe-detail__date">
          <CalendarIcon size={16} />
          {t('detail.added', {
            date: added.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' }),
          })}
        </p>
      ) : null}

      {recipe.youtubeVideoId ? (
        <DetailSection name="video" title={t('detail.video')}>
          <div className="recipe-video">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(recipe.youtubeVideoId)}`}
              title={t('detail.videoTitle', { title: recipe.title })}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </DetailSection>
      ) : null}

      {authorPath ? (
        <section
          className="card recipe-author"
          aria-labelledby="recipe-author-title"
          data-testid="recipe-author"
        >
          <Avatar url={recipe.authorPhotoURL} name={authorName} size="lg" />
          <div className="recipe-author__body">
            <h2 id="recipe-author-title" className="recipe-author__label">
              {t('detail.author')}
            </h2>
            <Link to={authorPath} className="recipe-author__name">
              <bdi>{authorName}</bdi>
            </Link>
            <Handle className="recipe-author__username" username={recipe.authorUsername} />
          </div>
          {!own && recipe.authorId && social('userFollowing') ? (
            <AuthorFollow authorId={recipe.authorId} name={authorName} />
          ) : null}
        </section>
      ) : null}

      {social('recipeSharing') ? (
        <ShareBar
          recipeId={recipe.id}
          title={recipe.title}
          initialCount={recipe.shareCount ?? 0}
          onShared={() => trackShareEvent(personal, tracked)}
        />
      ) : null}

      {social('comments') ? (
        <CommentSection recipeId={recipe.id} recipeAuthorId={recipe.authorId ?? ''} />
      ) : null}

      <RelatedRecipes recipe={recipe} />

      {deleting ? (
        <DeleteRecipeDialog
          recipe={recipe}
          onCancel={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            toast.success(t('delete.done'));
            onDeleted();
          }}
          onKept={(version) => {
            // this address now reads in the kept version's language (decision 0076): the page shows it again
            setDeleting(false);
            toast.success(t('delete.kept', { language: version.name }));
          }}
        />
      ) : null}
    </article>
  );
}

/** The author card's follow button (spec 000 §2: non-owners see it; 001 §4). The card shows no count. */
function AuthorFollow({ authorId, name }: { authorId: string; name: string }) {
  const control = useFollow(authorId, 0);
  return <FollowButton control={control} name={name} size="sm" />;
}
