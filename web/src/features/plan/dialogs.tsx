/** The plan screen's dialogs: move an entry to another day or meal (the keyboard's way, decision 0069), add a note. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Meal } from '@domain/planning/meals';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { InputField } from '@/components/form';
import { DayMealFields } from '@/components/plan/DayMealFields';
import { today } from '@/components/plan/calendar';
import { errorMessage } from '@/platform/api';
import { addPlanEntry, refreshPlan, type WeekEntry } from './api';

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
    <ConfirmDialog
      title={t('move.title', { name })}
      confirmLabel={t('move.confirm')}
      busyLabel={t('saving')}
      cancelLabel={t('cancel')}
      busy={busy}
      focusFirstField
      onConfirm={() => {
        setBusy(true);
        void onMove(day, meal).finally(() => setBusy(false));
      }}
      onCancel={onCancel}
    >
      <DayMealFields days={days} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
    </ConfirmDialog>
  );
}

export function NoteDialog({ days, onDone }: { days: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const [day, setDay] = useState(days.includes(today()) ? today() : (days[0] ?? today()));
  const [meal, setMeal] = useState<Meal>('dinner');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);

  const save = async () => {
    setEmpty(note.trim() === '');
    if (note.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await addPlanEntry({ day, meal, note });
      await refreshPlan(client);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t('errors.add')));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={t('note.title')}
      confirmLabel={t('note.confirm')}
      busyLabel={t('saving')}
      cancelLabel={t('cancel')}
      busy={busy}
      error={error}
      focusFirstField
      onConfirm={() => void save()}
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
    </ConfirmDialog>
  );
}
