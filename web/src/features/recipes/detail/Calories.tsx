import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveBoundary } from '@/components/LiveBoundary';
import { FireIcon } from '@/components/icons';
import { FirebaseReady } from '@/platform/session';
import { useAfterLoad } from '@/platform/useAfterLoad';

export type CaloriesFields = { calories?: number | null; caloriesStatus?: string | null };

const LiveCalories = lazy(() => import('./LiveCalories'));

/**
 * The calories line of the meta strip (spec 000 §4): calculated → calories per serving; failed → nutrition info
 * N/A; pending (or no status yet) → "calculating", and the recipe document is watched live (reactfire) until the
 * calorie job writes the result. A listener that cannot run keeps the calculating text. Only this case loads
 * the Firestore SDK on a recipe page, once the page has loaded.
 */
export function Calories({ recipeId, initial }: { recipeId: string; initial: CaloriesFields }) {
  const settled = initial.caloriesStatus === 'calculated' || initial.caloriesStatus === 'failed';
  const due = useAfterLoad();
  if (settled || !due) return <CaloriesText fields={initial} />;
  return (
    <FirebaseReady fallback={<CaloriesText fields={initial} />}>
      <LiveBoundary fallback={() => <CaloriesText fields={initial} />}>
        <Suspense fallback={<CaloriesText fields={initial} />}>
          <LiveCalories recipeId={recipeId} initial={initial} />
        </Suspense>
      </LiveBoundary>
    </FirebaseReady>
  );
}

export function CaloriesText({ fields }: { fields: CaloriesFields }) {
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
  return (
    <span
      className="recipe-meta__value"
      data-testid="recipe-calories"
      data-status={status ?? 'pending'}
      aria-live="polite"
    >
      <FireIcon size={18} />
      {text}
    </span>
  );
}
