import { useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Meal } from '@domain/planning/meals';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/platform/api';
import { moveEntry, planKeys, refreshPlan, removeEntry, type PlanWeek, type WeekEntry } from './api';

/** What a moved entry sends: the whole entry, at its new place. */
function movedTo(entry: WeekEntry, day: string, meal: Meal) {
  return entry.recipeId
    ? { day, meal, recipeId: entry.recipeId, servings: entry.servings }
    : { day, meal, note: entry.note };
}

const DRAGGED = 'application/x-matkon-plan-entry';

/**
 * The shown week's changes: an entry moved (by drag and drop or the Move dialog) or removed, shown at once and
 * put back with the server's message when the call fails; every cached week is read again after.
 */
export function usePlanChanges(viewer: string, start: string) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const toast = useToast();
  const [over, setOver] = useState<string | null>(null);
  const key = planKeys.week(viewer, start);

  const change = async (update: (entries: WeekEntry[]) => WeekEntry[], call: () => Promise<unknown>) => {
    const before = client.getQueryData<PlanWeek>(key);
    if (before) client.setQueryData<PlanWeek>(key, { ...before, entries: update(before.entries) });
    try {
      await call();
    } catch (failure) {
      if (before) client.setQueryData<PlanWeek>(key, before);
      toast.error(errorMessage(failure, t('errors.change')));
    }
    await refreshPlan(client);
  };

  const move = (entry: WeekEntry, day: string, meal: Meal) =>
    entry.day === day && entry.meal === meal
      ? Promise.resolve()
      : change(
          (entries) => [...entries.filter((other) => other.id !== entry.id), { ...entry, day, meal }],
          () => moveEntry(entry.id, movedTo(entry, day, meal)),
        );

  return {
    move,
    remove: (entry: WeekEntry) =>
      change(
        (entries) => entries.filter((other) => other.id !== entry.id),
        () => removeEntry(entry.id),
      ),
    /** The slot a dragged entry is over (`day/meal`), for its highlight. */
    over,
    dragStart: (event: DragEvent, entry: WeekEntry) => {
      event.dataTransfer.setData(DRAGGED, entry.id);
      event.dataTransfer.setData('text/plain', entry.recipeTitle ?? entry.note ?? '');
      event.dataTransfer.effectAllowed = 'move';
    },
    /** A slot's drop handlers: an entry of this week dropped there moves to its day and meal. */
    dropTarget: (day: string, meal: Meal, entries: WeekEntry[]) => ({
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAGGED)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(`${day}/${meal}`);
      },
      onDragLeave: () => setOver((current) => (current === `${day}/${meal}` ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(null);
        const entry = entries.find((found) => found.id === event.dataTransfer.getData(DRAGGED));
        if (entry) void move(entry, day, meal);
      },
    }),
  };
}
