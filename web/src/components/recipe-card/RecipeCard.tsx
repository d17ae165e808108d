import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageOwnName } from '@domain/recipe/versionLanguages';
import { loadNamespaces } from '@/platform/i18n';
import { channelPath } from '@/platform/paths';
import { CARD_IMAGE_SIZES, cardImage } from './cardImage';
import { compactNumber, formatDuration, isDifficulty, truncateText } from './format';
import {
  ClockIcon,
  EditIcon,
  FireIcon,
  GaugeIcon,
  ImageIcon,
  ShareIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
  ViewsIcon,
} from '../icons';
import type { CardAuthor, CategoryLookup, RecipeCardData } from './types';
import { VisibilityBadge } from './VisibilityBadge';
import './recipe-card.css';

export const MAX_CARD_CATEGORIES = 3;

/** The heart loads after the cards (decision 0012: home's first JS stays within budget), with its texts. */
const CardHeart = lazy(
  async () => (await Promise.all([import('../favorites/CardHeart'), loadNamespaces('favorites')]))[0],
);

interface Props {
  recipe: RecipeCardData;
  /** Names (and emoji) of category ids; unknown ids are not shown. */
  categoryName?: CategoryLookup;
  /** The author when the caller knows more than the recipe carries (a channel's grid). */
  author?: CardAuthor | null;
  /** The heading level of the title inside the surrounding page (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Shows an Edit link (→ /recipe/{id}/edit): a cook's own grid. */
  editable?: boolean;
  /** Shows a Delete button that calls this (the caller confirms): only when the caller enables it. */
  onDelete?: (recipe: RecipeCardData) => void;
  deleting?: boolean;
  /** settings/defaultRecipeImage: shown when the recipe has no image, before the placeholder. */
  fallbackImage?: string | null;
  /** One of the first cards on screen: its image loads at once with high priority (the rest lazily). */
  priority?: boolean;
  /** The favorite heart over the image (default on). */
  heart?: boolean;
  /** The language event opening the recipe counts as (001 §9): a search result's is 'search', else 'click'. */
  openedAs?: 'click' | 'search';
}

/**
 * A recipe in a grid (spec 000 §2 "Recipe card", 001 §2): the first image (card size) or a placeholder, the trending
 * badge, a Private or Followers only badge, up to 3 category badges and "+N", the description cut at 100 characters, preparation time, difficulty,
 * the cook rating (only when cooks rated it), views, shares, the author link and, when the caller enables them,
 * Edit and Delete. The title is the card's one link to the recipe; the image repeats it for the mouse only.
 */
export function RecipeCard({
  recipe,
  categoryName,
  author,
  headingLevel = 3,
  editable = false,
  onDelete,
  deleting = false,
  fallbackImage,
  priority = false,
  heart = true,
  openedAs = 'click',
}: Props) {
  const { t, i18n } = useTranslation('recipes');
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const href = `/recipe/${encodeURIComponent(recipe.id)}`;
  // read by the recipe page's language signals (features/recipes/detail/useLanguageSignals.ts)
  const opened = { languageEvent: openedAs };
  const image = cardImage(recipe.images?.[0], fallbackImage);
  const categories = (recipe.categories ?? [])
    .map((id) => ({ id, label: categoryName?.(id) }))
    .filter((entry) => entry.label !== undefined);
  const shown = categories.slice(0, MAX_CARD_CATEGORIES);
  const hidden = categories.length - shown.length;
  const rating = recipe.cookRating ?? 0;
  const cookCount = recipe.cookCount ?? 0;
  const views = recipe.views ?? 0;
  const shares = recipe.shareCount ?? 0;
  const authorUid = author?.uid ?? recipe.authorId ?? null;
  const authorName = author?.name ?? recipe.authorName ?? null;
  const authorUsername = author?.username ?? recipe.authorUsername ?? null;
  const Heading = `h${headingLevel}` as const;
  // issue 34: the family's other languages, by their own names
  const alsoIn = (recipe.languageVersions ?? []).filter((version) => version.id !== recipe.id);

  return (
    <article
      className="recipe-card"
      aria-labelledby={titleId}
      data-testid="recipe-card"
      data-recipe-id={recipe.id}
    >
      <Link to={href} state={opened} className="recipe-card__media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? CARD_IMAGE_SIZES : undefined}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={400}
            height={300}
          />
        ) : (
          <span className="recipe-card__placeholder">
            <ImageIcon size={40} />
          </span>
        )}
      </Link>
      {heart ? (
        <Suspense fallback={null}>
          <CardHeart recipeId={recipe.id} title={recipe.title} />
        </Suspense>
      ) : null}
      {recipe.trending ? (
        <span className="badge badge--primary recipe-card__trending">
          <FireIcon size={16} />
          {t('card.trending')}
        </span>
      ) : null}

      <div className="recipe-card__body">
        <VisibilityBadge visibility={recipe.visibility} className="recipe-card__visibility" />
        {shown.length ? (
          <ul className="inline-list recipe-card__categories" aria-label={t('card.categories')}>
            {shown.map(({ id, label }) => (
              <li key={id} className="badge badge--soft recipe-card__category">
                {label?.emoji ? <span aria-hidden="true">{label.emoji} </span> : null}
                {label?.name}
              </li>
            ))}
            {hidden > 0 ? (
              <li className="badge badge--soft recipe-card__category recipe-card__category--more">
                <span aria-hidden="true">+{hidden}</span>
                <span className="visually-hidden">{t('card.moreCategories', { count: hidden })}</span>
              </li>
            ) : null}
          </ul>
        ) : recipe.categories?.length ? (
          // names not known yet (they arrive with the live category list): keep their row's place
          <span className="recipe-card__categories recipe-card__categories--pending" aria-hidden="true" />
        ) : null}

        <Heading className="recipe-card__title" id={titleId} dir="auto">
          <Link to={href} state={opened} data-testid="recipe-card-link">
            {recipe.title}
          </Link>
        </Heading>

        {recipe.description ? (
          <p className="recipe-card__description" dir="auto">
            {truncateText(recipe.description)}
          </p>
        ) : null}

        {alsoIn.length ? (
          <p className="recipe-card__also-in" data-testid="recipe-card-also-in">
            {t('card.alsoIn')}{' '}
            {alsoIn.map((version, index) => (
              <span key={version.id}>
                {index > 0 ? ', ' : null}
                <bdi lang={version.language}>{languageOwnName(version.language)}</bdi>
              </span>
            ))}
          </p>
        ) : null}

        <ul className="recipe-card__meta">
          {typeof recipe.preparationTime === 'number' && recipe.preparationTime > 0 ? (
            <li>
              <ClockIcon size={16} />
              <span className="visually-hidden">{t('card.prepTime')}: </span>
              {formatDuration(recipe.preparationTime, t)}
            </li>
          ) : null}
          {isDifficulty(recipe.difficulty) ? (
            <li>
              <GaugeIcon size={16} />
              <span className="visually-hidden">{t('card.difficulty')}: </span>
              {t(`difficulty.${recipe.difficulty}`)}
            </li>
          ) : null}
          {cookCount > 0 && rating > 0 ? (
            <li data-testid="recipe-card-rating">
              <StarIcon size={16} />
              <span aria-hidden="true">
                {rating.toLocaleString(language, { maximumFractionDigits: 1 })} (
                {compactNumber(cookCount, language)})
              </span>
              <span className="visually-hidden">
                {t('card.cookRating', {
                  count: cookCount,
                  formatted: cookCount.toLocaleString(language),
                  rating: rating.toLocaleString(language, { maximumFractionDigits: 1 }),
                })}
              </span>
            </li>
          ) : null}
          {(
            [
              ['views', ViewsIcon, views],
              ['shares', ShareIcon, shares],
            ] as const
          ).map(([key, Icon, count]) => (
            <li key={key}>
              <Icon size={16} />
              <span aria-hidden="true">{compactNumber(count, language)}</span>
              <span className="visually-hidden">
                {t(`card.${key}`, { count, formatted: count.toLocaleString(language) })}
              </span>
            </li>
          ))}
        </ul>

        <div className="split-row recipe-card__footer">
          {authorUid ? (
            <Link
              className="recipe-card__author"
              to={channelPath({ uid: authorUid, username: authorUsername, displayName: authorName })}
            >
              <UserIcon size={16} />
              <bdi>{authorName ? t('card.by', { name: authorName }) : t('card.authorFallback')}</bdi>
            </Link>
          ) : (
            <span />
          )}
          {editable || onDelete ? (
            <div className="recipe-card__actions">
              {editable ? (
                <Link
                  to={`${href}/edit`}
                  className="disc recipe-card__action"
                  aria-label={t('card.editLabel', { title: recipe.title })}
                  title={t('card.edit')}
                  data-testid="recipe-card-edit"
                >
                  <EditIcon size={18} />
                </Link>
              ) : null}
              {onDelete ? (
                <button
                  type="button"
                  className="disc recipe-card__action recipe-card__action--danger"
                  aria-label={t('card.deleteLabel', { title: recipe.title })}
                  title={t('card.delete')}
                  onClick={() => onDelete(recipe)}
                  disabled={deleting}
                  aria-busy={deleting || undefined}
                  data-testid="recipe-card-delete"
                >
                  <TrashIcon size={18} />
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
