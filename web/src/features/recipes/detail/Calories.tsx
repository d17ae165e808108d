import { lazy, Suspense } from 'react';
import { LiveBoundary } from '@/components/LiveBoundary';
import { FirebaseReady } from '@/platform/session';
import { useAfterLoad } from '@/platform/useAfterLoad';
import { CaloriesText, type CaloriesProps } from './CaloriesText';

const LiveCalories = lazy(() => import('./LiveCalories'));

/**
 * The calories line of the meta strip (spec 000 §4): calculated → calories per serving; failed → nutrition info
 * N/A; pending (or no status yet) → "calculating", and the recipe document is watched live (reactfire) until the
 * calorie job writes the result. A listener that cannot run keeps the calculating text. Only this case loads
 * the Firestore SDK on a recipe page, once the page has loaded.
 */
export function Calories({ recipeId, initial, servings }: CaloriesProps) {
  const settled = initial.caloriesStatus === 'calculated' || initial.caloriesStatus === 'failed';
  const due = useAfterLoad();
  if (settled || !due) return <CaloriesText fields={initial} servings={servings} />;
  return (
    <FirebaseReady fallback={<CaloriesText fields={initial} servings={servings} />}>
      <LiveBoundary fallback={() => <CaloriesText fields={initial} servings={servings} />}>
        <Suspense fallback={<CaloriesText fields={initial} servings={servings} />}>
          <LiveCalories recipeId={recipeId} initial={initial} servings={servings} />
        </Suspense>
      </LiveBoundary>
    </FirebaseReady>
  );
}
