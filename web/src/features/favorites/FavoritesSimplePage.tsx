import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryCounts } from '@domain/favorites/filters';
import { OfflineCopyNotice } from '@/components/OfflineCopyNotice';
import { EmptyState, QueryFallback } from '@/components/QueryFallback';
import { RecipeCard, useCategoryLookup } from '@/components/recipe-card';
import { usePageTitle } from '@/components/usePageTitle';
import { useFavoritesOverview } from './api';
import './favorites.css';

/**
 * /favorites-simple (001 §2): category pills (All, then each category with its count) and the grid of favorites;
 * also where the enhanced view's error fallback leads.
 */
export function FavoritesSimplePage() {
  const { t } = useTranslation('favorites');
  usePageTitle(t('simple.title'));
  const categoryName = useCategoryLookup();
  const { overview } = useFavoritesOverview();
  const [category, setCategory] = useState('all');

  if (overview.status !== 'success') {
    return <QueryFallback query={overview} loading={t('loading')} error={t('errors.loadRecipes')} />;
  }
  const favorites = overview.data.favorites;
  const counts = categoryCounts(favorites);
  const shown = favorites.filter(
    (entry) => entry.recipe && (category === 'all' || entry.recipe.categories.includes(category)),
  );
  return (
    <div className="page-stack favorites-page" data-testid="favorites-simple">
      <header className="favorites-page__header">
        <h1>{t('simple.title')}</h1>
        <Link to="/favorites" className="button">
          {t('simple.enhanced')}
        </Link>
      </header>
      <OfflineCopyNotice data={overview.data} />
      {favorites.length === 0 ? (
        <EmptyState title={t('empty.noFavorites')} action={{ to: '/', label: t('empty.browse') }} />
      ) : (
        <>
          <div className="favorites-pills" role="group" aria-label={t('simple.categories')}>
            {[...counts].map(([id, count]) => (
              <button
                key={id}
                type="button"
                className={`button favorites-pill${category === id ? ' button--primary' : ''}`}
                aria-pressed={category === id}
                onClick={() => setCategory(id)}
                data-testid={`category-pill-${id}`}
              >
                {id === 'all' ? t('simple.all') : (categoryName(id)?.name ?? id)}{' '}
                <span className="badge">{count}</span>
              </button>
            ))}
          </div>
          <ul className="favorites-grid">
            {shown.map((entry) =>
              entry.recipe ? (
                <li key={entry.recipeId}>
                  <RecipeCard recipe={entry.recipe} categoryName={categoryName} />
                </li>
              ) : null,
            )}
          </ul>
        </>
      )}
    </div>
  );
}
