import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { LiveBoundary } from '@/components/LiveBoundary';
import { FireIcon } from '@/components/icons';

type CaloriesFields = { calories?: number | null; caloriesStatus?: string | null };

/**
 * The calories line of the meta strip (spec 000 §4): calculated → calories per serving; failed → nutrition info
 * N/A; pending (or no status yet) → "calculating", and the recipe document is watched live (reactfire) until the
 * calorie job writes the result. A listener that cannot run keeps the calculating text.
 */
export function Calories({ recipeId, initial }: { recipeId: string; initial: CaloriesFields }) {
  const settled = initial.caloriesStatus === 'calculated' || initial.caloriesStatus === 'failed';
  if (settled) return <CaloriesText fields={initial} />;
  return (
    <LiveBoundary fallback={() => <CaloriesText fields={initial} />}>
      <LiveCalories recipeId={recipeId} initial={initial} />
    </LiveBoundary>
  );
}

function LiveCalories({ recipeId, initial }: { recipeId: string; initial: CaloriesFields }) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'recipes', recipeId) as DocumentReference<CaloriesFields>,
    [firestore, recipeId],
  );
  const { data } = useFirestoreDocData<CaloriesFields>(ref, { suspense: false });
  return <CaloriesText fields={data ?? initial} />;
}

function CaloriesText({ fields }: { fields: CaloriesFields }) {
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
