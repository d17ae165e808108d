import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/platform/api';
import { ConfirmDialog } from '../ConfirmDialog';
import { deleteRecipe } from './api';
import { invalidateRecipe } from './queries';
import './recipe-card.css';

/**
 * "Delete this recipe?" (spec 000 §6: deleting needs a confirmation), which says an original's language versions go
 * with it (issue 34; promoting a version instead is not offered yet). Confirm calls recipes-delete; a failure
 * keeps the dialog open with the server's text ("Unable to delete recipe: …") or "Failed to delete recipe".
 */
export function DeleteRecipeDialog({
  recipe,
  onDeleted,
  onCancel,
}: {
  /** With its family's list: the original of a family of language versions goes with them (decision 0073). */
  recipe: { id: string; title: string; languageVersions?: readonly { id: string }[] | null };
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('recipes');
  const client = useQueryClient();
  const versions = recipe.languageVersions ?? [];
  const withVersions = versions.length > 1 && versions[0]?.id === recipe.id;
  const remove = useMutation({
    mutationFn: () => deleteRecipe(recipe.id, withVersions),
    onSuccess: () => {
      void invalidateRecipe(client, recipe.id);
      onDeleted();
    },
  });
  const busy = remove.isPending || remove.isSuccess;
  const error = remove.isError ? errorMessage(remove.error, t('delete.failed')) : null;

  return (
    <ConfirmDialog
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      cancelLabel={t('delete.cancel')}
      busy={busy}
      error={error}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
    >
      <p className="recipe-dialog__subject" dir="auto">
        <strong>{recipe.title}</strong>
      </p>
      <p>{t('delete.permanent')}</p>
      {withVersions ? <p data-testid="delete-with-versions">{t('delete.withVersions')}</p> : null}
    </ConfirmDialog>
  );
}
