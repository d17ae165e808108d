/**
 * "Add to plan" (issue 33 §1): a recipe into the viewer's household's plan on a day and meal, with its servings
 * (1–100). One dialog for the recipe page, favorites, search results and the plan's own suggestions; a lazy chunk
 * of its own with the `plan` texts (AddToPlanButton loads both on click).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Meal } from '@domain/planning/meals';
import { NumberField } from '../form';
import { useToast } from '../toast';
import { dayName, daysFrom, today } from './calendar';
import { DayMealFields } from './DayMealFields';
import { PlanDialog, useAddEntry } from './PlanDialog';

/** How far ahead the dialog offers days when the caller names none: two weeks from today. */
const DAYS_AHEAD = 14;

/** A whole number of servings within the plan's limits, else null. */
export function servingsOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= PLAN_LIMITS.servingsMin && value <= PLAN_LIMITS.servingsMax ? value : null;
}

export default function AddToPlanDialog({
  recipeId,
  title,
  servings,
  days = daysFrom(today(), DAYS_AHEAD),
  onClose,
}: {
  recipeId: string;
  title: string;
  /** The recipe's own servings, the field's first value. */
  servings?: number | null | undefined;
  /** The days offered (the plan's suggestions offer the week shown); the first is chosen. */
  days?: readonly string[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('plan');
  const toast = useToast();
  const [day, setDay] = useState(days[0] ?? today());
  const [meal, setMeal] = useState<Meal>('dinner');
  const [count, setCount] = useState(String(servings && servingsOf(String(servings)) ? servings : 2));
  const [invalid, setInvalid] = useState(false);
  const { busy, error, add } = useAddEntry((_entry, queued) => {
    toast.success(
      t(queued ? 'add.queued' : 'add.done', {
        title,
        day: dayName(day, i18n.resolvedLanguage ?? 'en'),
        meal: t(`meals.${meal}`),
      }),
    );
    onClose();
  });

  const save = () => {
    const chosen = servingsOf(count);
    setInvalid(chosen === null);
    if (chosen !== null) void add({ day, meal, recipeId, servings: chosen }, title);
  };

  return (
    <PlanDialog
      title={t('add.title', { title })}
      confirmLabel={t('add.confirm')}
      busy={busy}
      error={error}
      onConfirm={save}
      onCancel={onClose}
    >
      <DayMealFields days={days} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
      <NumberField
        label={t('fields.servings')}
        hint={t('fields.servingsHint')}
        value={count}
        onValueChange={setCount}
        error={invalid ? t('fields.servingsInvalid') : undefined}
        required
      />
    </PlanDialog>
  );
}
