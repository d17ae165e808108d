import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminRecipeRow } from '@domain/admin';
import { errorMessage } from '@/platform/api';
import type { BannerMessage } from '../shared/Banner';
import { adminRecipesApi } from './api';
import { adminKeys } from '../shared/queryKeys';

/** A recipe whose calories failed: try it once more (POST /api/admin/retry-calories) and say how it ended. */
export function CaloriesRetryButton({
  recipe,
  onDone,
}: {
  recipe: AdminRecipeRow;
  onDone: (kind: BannerMessage['kind'], text: string) => void;
}) {
  const { t } = useTranslation('adminRecipes');
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => adminRecipesApi.retryCalories(recipe.id),
    onSuccess: (result) => {
      const title = recipe.title;
      if (result.caloriesStatus === 'calculated')
        onDone('success', t('recipes.calories.calculated', { title, calories: result.calories ?? 0 }));
      else if (result.caloriesStatus === 'pending') onDone('error', t('recipes.calories.pending', { title }));
      else onDone('error', t('recipes.calories.failedAgain', { title }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.recipes });
    },
    onError: (error) => onDone('error', errorMessage(error, t('recipes.calories.retryError'))),
  });
  return (
    <button
      type="button"
      className="admin-button"
      disabled={retry.isPending}
      aria-label={t('recipes.calories.retryFor', { title: recipe.title })}
      onClick={() => retry.mutate()}
    >
      {retry.isPending ? t('recipes.calories.retrying') : t('recipes.calories.retry')}
    </button>
  );
}
