import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../icons';
import { loadNamespaces } from '@/platform/i18n';
import { useSession } from '@/platform/session';

/** The dialog and its texts load on the first click: the screens that show the button do not carry them. */
const AddToPlanDialog = lazy(
  async () => (await Promise.all([import('./AddToPlanDialog'), loadNamespaces('plan')]))[0],
);

/**
 * "Add to plan" for one recipe (issue 33 §1), for a signed-in viewer only: the recipe page, favorites, search
 * results and the plan's suggestions. Its label is in the `recipes` texts, which all of them load.
 */
export function AddToPlanButton({
  recipeId,
  title,
  servings,
  days,
  className = 'button',
}: {
  recipeId: string;
  title: string;
  servings?: number | null | undefined;
  days?: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status !== 'signedIn') return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="add-to-plan">
        <CalendarIcon size={18} />
        {t('addToPlan')}
        <span className="visually-hidden"> {title}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToPlanDialog
            recipeId={recipeId}
            title={title}
            servings={servings}
            days={days}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
