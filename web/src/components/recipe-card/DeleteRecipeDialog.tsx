import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { familyLanguages, type FamilyLanguage } from '@domain/recipe/family';
import { errorMessage } from '@/platform/api';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextWithSlot } from '../TextWithSlot';
import { deleteRecipe, type VersionsChoice } from './api';
import { invalidateRecipe } from './queries';
import './recipe-card.css';

/** The choice that deletes the whole family; any other is the id of the version that keeps the address. */
const ALL_VERSIONS = '';

/**
 * "Delete this recipe?" (spec 000 §6: deleting needs a confirmation). For the original of a family of language
 * versions (issue 34, decisions 0073, 0076) it asks first: delete every version with it, or keep one (by its
 * language's own name), which takes the original's place at its address. Confirm calls recipes-delete; a failure
 * keeps the dialog open with the server's text ("Unable to delete recipe: …") or "Failed to delete recipe".
 */
export function DeleteRecipeDialog({
  recipe,
  onDeleted,
  onKept = onDeleted,
  onCancel,
}: {
  /** With its family's list, the original first (decision 0073). */
  recipe: {
    id: string;
    title: string;
    languageVersions?: readonly { id: string; language: string }[] | null;
  };
  onDeleted: () => void;
  /** The original's address now reads in `version`'s language (default: as onDeleted). */
  onKept?: (version: FamilyLanguage) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('recipes');
  const client = useQueryClient();
  const family = familyLanguages(recipe.languageVersions ?? []);
  const versions = family.length > 1 && family[0]?.id === recipe.id ? family.slice(1) : [];
  const [choice, setChoice] = useState(ALL_VERSIONS);
  const kept = versions.find((version) => version.id === choice) ?? null;
  const remove = useMutation({
    mutationFn: () => {
      if (versions.length === 0) return deleteRecipe(recipe.id);
      const asked: VersionsChoice = kept ? { keepVersion: kept.id } : { withVersions: true };
      return deleteRecipe(recipe.id, asked);
    },
    onSuccess: () => {
      for (const { id } of family.length ? family : [recipe]) void invalidateRecipe(client, id);
      if (kept) onKept(kept);
      else onDeleted();
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
      {versions.length > 0 ? (
        <fieldset className="recipe-dialog__choice" data-testid="delete-versions-choice" disabled={busy}>
          <legend>{t('delete.versionsChoice')}</legend>
          <label className="recipe-dialog__option">
            <input
              type="radio"
              name="versions"
              value={ALL_VERSIONS}
              checked={kept === null}
              onChange={() => setChoice(ALL_VERSIONS)}
            />
            <span>{t('delete.deleteAll')}</span>
          </label>
          {versions.map((version) => (
            <label key={version.id} className="recipe-dialog__option">
              <input
                type="radio"
                name="versions"
                value={version.id}
                checked={kept?.id === version.id}
                onChange={() => setChoice(version.id)}
              />
              <span>
                <TextWithSlot text={(language) => t('delete.keepVersion', { language })}>
                  <bdi lang={version.language} dir={version.dir}>
                    {version.name}
                  </bdi>
                </TextWithSlot>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {kept ? (
        <p data-testid="delete-keeps-version">
          <TextWithSlot text={(language) => t('delete.keepsVersion', { language })}>
            <bdi lang={kept.language} dir={kept.dir}>
              {kept.name}
            </bdi>
          </TextWithSlot>
        </p>
      ) : (
        <p>{t('delete.permanent')}</p>
      )}
      {versions.length > 0 && !kept ? (
        <p data-testid="delete-with-versions">{t('delete.withVersions')}</p>
      ) : null}
    </ConfirmDialog>
  );
}
