import { useTranslation } from 'react-i18next';
import { FireIcon } from '@/components/icons';
import { CaloriesTotal } from '../stove/CaloriesTotal';

export type CaloriesFields = {
  calories?: number | null;
  caloriesStatus?: string | null;
  caloriesSource?: string | null;
};

/** The calories line of a recipe: its figures as loaded, and the servings shown (issue 31 §1). */
export interface CaloriesProps {
  recipeId: string;
  initial: CaloriesFields;
  servings: number | null;
}

/** "offline estimate" beside a figure the offline calculator made (decision 0015); shown once its texts are in. */
function OfflineHint() {
  const { t, ready } = useTranslation('ai', { useSuspense: false });
  if (!ready) return null;
  return <span className="recipe-meta__hint"> · {t('offlineEstimate')}</span>;
}

/**
 * The calories line's text: per serving, N/A, or calculating (spec 000 §4); given the servings shown, the calories
 * of all of them beside it (issue 31 §1).
 */
export function CaloriesText({
  fields,
  servings = null,
}: {
  fields: CaloriesFields;
  servings?: number | null;
}) {
  const { t, i18n } = useTranslation('recipes');
  const status = fields.caloriesStatus;
  let text: string;
  if (status === 'calculated' && typeof fields.calories === 'number') {
    text = t('detail.calories.perServing', {
      calories: Math.round(fields.calories).toLocaleString(i18n.resolvedLanguage),
    });
  } else if (status === 'failed' || status === 'calculated') {
    text = t('detail.calories.unavailable');
  } else {
    text = t('detail.calories.calculating');
  }
  const calculated = status === 'calculated' && typeof fields.calories === 'number' ? fields.calories : null;
  return (
    <>
      <span
        className="recipe-meta__value"
        data-testid="recipe-calories"
        data-status={status ?? 'pending'}
        aria-live="polite"
      >
        <FireIcon size={18} />
        {text}
        {status === 'calculated' && fields.caloriesSource === 'offline' ? <OfflineHint /> : null}
      </span>
      {calculated !== null && servings !== null ? (
        <CaloriesTotal perServing={calculated} servings={servings} />
      ) : null}
    </>
  );
}
