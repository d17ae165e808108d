import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { useSession } from '@/platform/session';

/** Signed-in readers put the recipe's ingredients, for the servings shown, on their household's shopping list. */
export function AddToListButton({ recipeId, servings }: { recipeId: string; servings: number | null }) {
  const { t } = useTranslation('recipes');
  const session = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (session.status !== 'signedIn') return null;
  const add = async () => {
    setBusy(true);
    try {
      const { addRecipeToList } = await import('./addRecipe');
      await addRecipeToList(recipeId, servings ?? 1);
      toast.success(t('detail.addedToList'));
    } catch (error) {
      toast.error(errorMessage(error, t('detail.addToListFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small recipe-detail__add-to-list"
      onClick={() => void add()}
      disabled={busy}
      aria-busy={busy}
      data-testid="recipe-add-to-list"
    >
      {t('detail.addToList')}
    </button>
  );
}
