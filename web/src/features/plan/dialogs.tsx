/** The plan screen's dialogs: move an entry to another day or meal (the keyboard's way, decision 0069), add a note. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Meal } from '@domain/planning/meals';
import { InputField } from '@/components/form';
import { DayMealFields } from '@/components/plan/DayMealFields';
import type { PlanEntryInput } from '@/components/plan/api';
import { PlanDialog } from '@/components/plan/PlanDialog';
import { today } from '@/components/plan/calendar';
import type { WeekEntry } from './api';

export function MoveDialog({
  entry,
  days,
  onMove,
  onCancel,
}: {
  entry: WeekEntry;
  days: readonly string[];
  onMove: (day: string, meal: Meal) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plan');
  const [day, setDay] = useState(entry.day);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const name = entry.recipeTitle ?? entry.note ?? '';
  return (
    <PlanDialog
      title={t('move.title', { name })}
      confirmLabel={t('move.confirm')}
      onConfirm={() => onMove(day, meal)}
      onCancel={onCancel}
    >
      <DayMealFields days={days} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
    </PlanDialog>
  );
}

/** A note for a day and meal of the week shown: handed to `onAdd` (the page queues it, decision 0070). */
export function NoteDialog({
  days,
  onAdd,
  onCancel,
}: {
  days: readonly string[];
  onAdd: (entry: PlanEntryInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plan');
  const [day, setDay] = useState(days.includes(today()) ? today() : (days[0] ?? today()));
  const [meal, setMeal] = useState<Meal>('dinner');
  const [note, setNote] = useState('');
  const [empty, setEmpty] = useState(false);

  const save = () => {
    setEmpty(note.trim() === '');
    if (note.trim() !== '') onAdd({ day, meal, note });
  };

  return (
    <PlanDialog title={t('note.title')} confirmLabel={t('note.confirm')} onConfirm={save} onCancel={onCancel}>
      <DayMealFields days={days} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
      <InputField
        label={t('note.text')}
        hint={t('note.hint')}
        value={note}
        maxLength={PLAN_LIMITS.noteMax}
        counter={{ value: note, max: PLAN_LIMITS.noteMax }}
        error={empty ? t('note.empty') : undefined}
        required
        onChange={(event) => setNote(event.target.value)}
      />
    </PlanDialog>
  );
}
