import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecipeImage } from '@domain/recipe/types';
import { AddToPlanButton } from '@/components/plan';
import { ImageIcon } from '@/components/icons';
import { favoritesOverviewQuery } from '@/components/favorites/overviewQuery';
import { apiCall } from '@/platform/api';
import { feedKeys } from '@/platform/queryKeys';
import { useWeekLanguage } from '@/components/plan/calendar';

/** ours: a short row of ideas, the viewer's favorites first. */
const SHOWN = 6;
const RECOMMENDED = 8;

interface Idea {
  id: string;
  title: string;
  image: string | null;
}

const photo = (images: RecipeImage[] | undefined) =>
  images?.[0]?.sizes?.thumbnail || images?.[0]?.url || null;

/**
 * An empty week's ideas (issue 33 §1): recipes from the viewer's favorites, then their recommendations, each with
 * "Add to plan" on the week shown. The same calls (and cached answers) as the favorites screen and home's grid.
 */
export function Suggestions({ viewer, days }: { viewer: string; days: readonly string[] }) {
  const { t } = useTranslation('plan');
  const language = useWeekLanguage();
  const favorites = useQuery(favoritesOverviewQuery(viewer));
  const recommended = useQuery({
    queryKey: feedKeys.recommended({ language, category: null, viewer }, RECOMMENDED),
    queryFn: ({ signal }) =>
      apiCall('GET /api/user/my-recommendations', {
        query: { limit: String(RECOMMENDED), preferredLanguage: language },
        signal,
      }),
  });
  const ideas: Idea[] = [
    ...(favorites.data?.favorites ?? []).flatMap(({ recipe }) =>
      recipe ? [{ id: recipe.id, title: recipe.title, image: photo(recipe.images) }] : [],
    ),
    ...(recommended.data?.recipes ?? []).map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      image: photo(recipe.images),
    })),
  ]
    .filter((idea, index, all) => all.findIndex((other) => other.id === idea.id) === index)
    .slice(0, SHOWN);

  return (
    <section className="card plan-ideas" aria-labelledby="plan-ideas-title" data-testid="plan-ideas">
      <h2 id="plan-ideas-title">{t('ideas.title')}</h2>
      <p className="plan-ideas__lead">{ideas.length ? t('ideas.lead') : t('ideas.none')}</p>
      {ideas.length ? (
        <ul className="plan-ideas__list">
          {ideas.map((idea) => (
            <li key={idea.id} className="plan-idea" data-testid="plan-idea" data-recipe-id={idea.id}>
              {idea.image ? (
                <img className="plan-entry__photo" src={idea.image} alt="" loading="lazy" />
              ) : (
                <span className="plan-entry__photo plan-entry__photo--none" aria-hidden="true">
                  <ImageIcon size={18} />
                </span>
              )}
              <span className="plan-idea__title" dir="auto">
                {idea.title}
              </span>
              <AddToPlanButton
                recipeId={idea.id}
                title={idea.title}
                days={days}
                className="button plan-idea__add"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
