import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveProgressState } from './SaveProgress';
import type { FormImage, FormMode, RecipeFormState } from './state';
import { newSaveMemory, saveRecipe, SaveError, type SaveMemory, type SaveServices } from './submit';

/**
 * A screen's save: progress, the error to show, and the memory that makes a retry reuse the recipe id and the
 * images already uploaded. `save` resolves with the recipe id, or null when it failed (the form keeps its input);
 * `form` is what the RecipeForm shows of it.
 */
export function useSaveFlow(mode: FormMode, recipeId: string | null = null, services?: SaveServices) {
  const { t } = useTranslation(['recipes', 'images']);
  const memory = useRef<SaveMemory>(newSaveMemory(recipeId));
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgressState | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useCallback(
    async (state: RecipeFormState, dietaryFieldNames: readonly string[]): Promise<string | null> => {
      setSaving(true);
      setSaveError(null);
      setProgress({ step: 'preparing', failed: false });
      try {
        const id = await saveRecipe({
          mode,
          state,
          dietaryFieldNames,
          memory: memory.current,
          t,
          services,
          onStep: (step, detail) =>
            setProgress((previous) => ({ step, failed: false, language: detail ?? previous?.language })),
        });
        return id;
      } catch (error) {
        const message = error instanceof Error ? error.message : t('recipes:errors.createFailed');
        setProgress((previous) =>
          previous
            ? { ...previous, step: error instanceof SaveError ? error.step : previous.step, failed: true }
            : null,
        );
        setSaveError(message);
        setSaving(false);
        return null;
      }
    },
    [mode, t, services],
  );

  return { save, form: { mode, saving, progress, saveError } };
}

/** Revokes the previews of new images when the screen goes away (the form's state may outlive the form). */
export function useRevokePreviewsOnUnmount(images: FormImage[]) {
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of latest.current) if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    },
    [],
  );
}
