/** The plan screen's dialogs: move an entry to another day or meal (the keyboard's way, decision 0069), add a note. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Meal } from '@domain/planning/meals';
import { InputField } from '@/components/form';
import { DayMealFields } from '@/components/plan/DayMealFields';
import { PlanDialog, useAddEntry } from '@/components/plan/PlanDialog';
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
  onMove: (day: string, meal: Meal) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plan');
  const [day, setDay] = useState(entry.day);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const [busy, setBusy] = useState(false);
  const name = entry.recipeTitle ?? entry.note ?? '';
  return (
    <PlanDialog
      title={t('move.title', { name })}
      confirmLabel={t('move.confirm')}
      busy={busy}
      onConfirm={() => {
        setBusy(true);
        void onMove(day, meal).finally(() => setBusy(false));
      }}
      onCancel={onCancel}
    >
      <DayMealFields days={days} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
    </PlanDialog>
  );
}

export function NoteDialog({ days, onDone }: { days: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('plan');
  const [day, setDay] = useState(days.includes(today()) ? today() : (days[0] ?? today()));
  const [meal, setMeal] = useState<Meal>('dinner');
  const [note, setNote] = useState('');
  const [empty, setEmpty] = useState(false);
  const { busy, error, add } = useAddEntry(onDone);

  const save = () => {
    setEmpty(note.trim() === '');
    if (note.trim() !== '') void add({ day, meal, note });
  };

  return (
    <PlanDialog
      title={t('note.title')}
      confirmLabel={t('note.confirm')}
      busy={busy}
      error={error}
      onConfirm={save}
      onCancel={onDone}
    >
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
