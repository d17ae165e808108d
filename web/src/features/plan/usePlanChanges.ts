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

/**
 * The shown week's changes: an entry moved (by drag and drop or the Move dialog) or removed, shown at once and
 * put back with the server's message when the call fails; every cached week is read again after.
 */
export function usePlanChanges(viewer: string, start: string) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const toast = useToast();
  const [over, setOver] = useState<string | null>(null);
  // the entry being dragged: read from state, not from dataTransfer, which a dragover may not show
  const [dragged, setDragged] = useState<WeekEntry | null>(null);
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
      // some browsers start no drag without data
      event.dataTransfer.setData('text/plain', entry.recipeTitle ?? entry.note ?? '');
      event.dataTransfer.effectAllowed = 'move';
      setDragged(entry);
    },
    dragEnd: () => {
      setDragged(null);
      setOver(null);
    },
    /** A slot's drop handlers: the entry dragged from this week moves to the slot's day and meal. */
    dropTarget: (day: string, meal: Meal) => ({
      onDragOver: (event: DragEvent) => {
        if (!dragged) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(`${day}/${meal}`);
      },
      onDragLeave: () => setOver((current) => (current === `${day}/${meal}` ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(null);
        setDragged(null);
        if (dragged) void move(dragged, day, meal);
      },
    }),
  };
}
