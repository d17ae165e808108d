import { useMemo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { RecipeFormState } from '../form/state';
import { DraftOffer } from './DraftOffer';
import { LeaveDialog } from './LeaveDialog';
import { fromRecipeDraft, recipeDraftSchema, toRecipeDraft, type RecipeDraft } from './recipeDraft';
import { useKeptForm, type KeptForm } from './useKeptForm';

/**
 * A recipe form's kept draft (useKeptForm) under `key`, with its notices (the restore offer, the leave dialog) for
 * the page to place above the form. `onRestored` hears the draft once the form has taken it.
 */
export function useKeptRecipe(
  key: string,
  state: RecipeFormState,
  setState: Dispatch<SetStateAction<RecipeFormState>>,
  onRestored?: (draft: RecipeDraft) => void,
): KeptForm<RecipeDraft> & { notices: ReactNode } {
  const value = useMemo(() => toRecipeDraft(state), [state]);
  const kept = useKeptForm(key, value, recipeDraftSchema);
  const restore = () => {
    const draft = kept.restore();
    if (!draft) return;
    setState((current) => fromRecipeDraft(draft, current));
    onRestored?.(draft);
  };
  return {
    ...kept,
    notices: (
      <>
        {kept.offer ? <DraftOffer onRestore={restore} onDiscard={kept.discard} /> : null}
        <LeaveDialog blocker={kept.blocker} />
      </>
    ),
  };
}
