import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { languageName } from './languageName';
import type { SaveProgressState } from './SaveProgress';
import type { FormImage, FormMode, RecipeFormState } from './state';
import {
  newSaveMemory,
  saveRecipe,
  SaveError,
  type LanguageNotice,
  type SaveMemory,
  type SaveServices,
} from './submit';

/** ours: the language notice stays a little longer than a toast's 4 s, to be read while the page changes. */
const NOTICE_DURATION_MS = 8000;

/**
 * A screen's save: progress, the error to show, and the memory that makes a retry reuse the recipe id and the
 * images already uploaded. `save` resolves with the recipe id, or null when it failed (the form keeps its input);
 * `form` is what the RecipeForm shows of it.
 */
export function useSaveFlow(
  mode: FormMode,
  recipeId: string | null = null,
  services?: SaveServices,
  { languageNotice = true }: { languageNotice?: boolean } = {},
) {
  const { t, i18n } = useTranslation(['recipes', 'images']);
  const toast = useToast();
  const memory = useRef<SaveMemory>(newSaveMemory(recipeId));
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgressState | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  // 000 §7 "userMessage (shown as an alert)": a polite toast in the viewer's language, which outlives the form
  const showNotice = useCallback(
    ({ key, language }: LanguageNotice) => {
      if (!languageNotice) return;
      toast.info(
        t(`recipes:languageNotice.${key}`, { language: languageName(language, i18n.resolvedLanguage) }),
        {
          id: 'language-notice',
          duration: NOTICE_DURATION_MS,
        },
      );
    },
    [toast, t, i18n, languageNotice],
  );

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
          onNotice: showNotice,
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
    [mode, t, services, showNotice],
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
