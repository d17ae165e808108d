import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminRecipeRow } from '@domain/admin';
import { ToggleField } from '@/components/form';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { FlagSwitch } from '../operations/FlagSwitch';
import { PagedResults, SearchCard, usePagedQuery } from '../shared/PagedList';
import { useTimedMessage } from '../settings/useTimedMessage';
import { ADMIN_RECIPES_KEYS, adminRecipesApi, deleteFailure } from './api';
import { CaloriesRetryButton } from './CaloriesRetryButton';
import { AdminPage } from '../shared/AdminPage';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import '../operations/backOffice.css';
import { adminKeys } from '../shared/queryKeys';
import './adminRecipes.css';

/**
 * /admin/recipes (spec 002 §2 "Recipes grid", §4 "Admin toggles", "Admin recipe deletion", §8): every recipe,
 * newest first, searchable by title, paged; the trending switch (on: a score from the current time, off: 0) and
 * delete after the spec's confirmation; Edit opens the recipe editor at /admin/recipes/{id}. A recipe whose calories
 * failed is marked and can be retried (the filter lists only those).
 */
export default function RecipesPage() {
  const { t, i18n } = useTranslation('adminRecipes');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<AdminRecipeRow | null>(null);
  const [caloriesFailed, setCaloriesFailed] = useState(false);
  // 002 §4 "Settings messages": the back office's job buttons clear their message after 3 s
  const retried = useTimedMessage(3000);
  const recipes = usePagedQuery({
    queryKey: (search, page) => ADMIN_RECIPES_KEYS.recipes(search, page, caloriesFailed),
    queryFn: (search, page) => adminRecipesApi.list({ search, page, limit: 20, caloriesFailed }),
    items: (data) => data.recipes,
  });
  const say = (kind: BannerMessage['kind'], text: string) => setMessage({ kind, text, id: Date.now() });

  const trending = useMutation({
    mutationFn: ({ recipe, on }: { recipe: AdminRecipeRow; on: boolean }) =>
      adminRecipesApi.setTrending(recipe.id, on),
    onSuccess: (_answer, { recipe, on }) => {
      say('success', t(on ? 'recipes.trendingOn' : 'recipes.trendingOff', { title: recipe.title }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => say('error', errorMessage(error, t('recipes.trendingError'))),
  });
  const remove = useMutation({
    mutationFn: (recipe: AdminRecipeRow) => adminRecipesApi.remove(recipe.id),
    onSuccess: ({ failedSteps }, recipe) => {
      setDeleting(null);
      say(
        'success',
        failedSteps.length
          ? t('recipes.deletedWithWarnings', { title: recipe.title, steps: failedSteps.join(', ') })
          : t('recipes.deleted', { title: recipe.title }),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      setDeleting(null);
      const { key, reason } = deleteFailure(error);
      say(
        'error',
        reason ? `${t('recipes.deleteFailed.failed')}: ${reason}` : t(`recipes.deleteFailed.${key}`),
      );
    },
  });
  const busyId = trending.isPending ? trending.variables?.recipe.id : undefined;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <AdminPage title={t('recipes.title')}>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <Banner message={retried.message} onDismiss={retried.clear} />
      <SearchCard label={t('recipes.search')} value={recipes.search} onChange={recipes.setSearch} />
      <div className="admin-card">
        <ToggleField
          label={t('recipes.calories.failedOnly')}
          checked={caloriesFailed}
          onCheckedChange={(on) => {
            setCaloriesFailed(on);
            recipes.setPage(1);
          }}
        />
      </div>
      <PagedResults list={recipes} loadError={t('recipes.loadError')} empty={t('recipes.empty')}>
        {(items) => (
          <ul className="ar-grid" aria-label={t('recipes.caption', { page: recipes.page })}>
            {items.map((recipe) => (
              <li key={recipe.id} className="admin-card ar-card" data-testid={`admin-recipe-${recipe.id}`}>
                {recipe.image ? (
                  <img className="ar-card__image" src={recipe.image} alt="" loading="lazy" />
                ) : (
                  <div className="ar-card__image ar-card__image--empty" aria-hidden="true">
                    🍲
                  </div>
                )}
                <h2 className="ar-card__title" dir="auto">
                  <Link to={`/recipe/${encodeURIComponent(recipe.id)}`}>
                    {recipe.title || t('recipes.untitled')}
                  </Link>
                </h2>
                <p className="admin-muted">
                  {t('recipes.by', { name: recipe.authorName || recipe.authorId })} · {date(recipe.createdAt)}
                </p>
                <p className="ar-card__facts">
                  <span className="badge">{t(`recipes.visibility.${recipe.visibility}`)}</span>
                  {recipe.caloriesStatus === 'failed' ? (
                    <span className="badge badge--warning">{t('recipes.calories.failed')}</span>
                  ) : null}
                  <span>{t('recipes.views', { count: recipe.views })}</span>
                  <span>
                    {t('recipes.rating', { rating: recipe.rating.toFixed(1), count: recipe.totalRatings })}
                  </span>
                </p>
                <div className="ar-card__actions">
                  <span className="ar-card__switch">
                    <FlagSwitch
                      label={t('recipes.trendingFor', { title: recipe.title })}
                      checked={recipe.trending}
                      disabled={busyId === recipe.id}
                      onChange={(on) => trending.mutate({ recipe, on })}
                    />
                    <span aria-hidden="true">{t('recipes.trending')}</span>
                  </span>
                  {recipe.caloriesStatus === 'failed' ? (
                    <CaloriesRetryButton recipe={recipe} onDone={retried.show} />
                  ) : null}
                  <Link
                    className="admin-button"
                    to={`/admin/recipes/${encodeURIComponent(recipe.id)}`}
                    aria-label={t('recipes.editFor', { title: recipe.title })}
                  >
                    {t('recipes.edit')}
                  </Link>
                  <button
                    type="button"
                    className="admin-button admin-button--danger"
                    aria-label={t('recipes.deleteFor', { title: recipe.title })}
                    onClick={() => setDeleting(recipe)}
                  >
                    {t('recipes.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      {deleting ? (
        <AdminConfirmDialog
          title={t('recipes.deleteTitle')}
          confirmLabel={t('recipes.delete')}
          busyLabel={t('recipes.deleting')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
          body={t('recipes.deleteConfirm', { title: deleting.title })}
        />
      ) : null}
    </AdminPage>
  );
}
