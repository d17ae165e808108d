import { useState, type DragEvent } from 'react';
import type { Meal } from '@domain/planning/meals';
import type { OutboxSync } from '@/components/outbox/useOutboxSync';
import type { WeekEntry } from './api';

/** What a moved entry sends: the whole entry, at its new place. */
function movedTo(entry: WeekEntry, day: string, meal: Meal) {
  return entry.recipeId
    ? { day, meal, recipeId: entry.recipeId, servings: entry.servings }
    : { day, meal, note: entry.note };
}

/**
 * The shown week's changes: an entry moved (by drag and drop or the Move dialog) or removed. Each is queued in the
 * outbox (platform/outbox, decision 0070), drawn at once from there, and sent when there is a connection; a change
 * the server refuses is dropped from the outbox (the entry shows as the server has it) and said in a toast.
 */
export function usePlanChanges(queue: OutboxSync['queue']) {
  const [over, setOver] = useState<string | null>(null);
  // the entry being dragged: read from state, not from dataTransfer, which a dragover may not show
  const [dragged, setDragged] = useState<WeekEntry | null>(null);

  const move = (entry: WeekEntry, day: string, meal: Meal) => {
    if (entry.day !== day || entry.meal !== meal)
      queue({ name: 'plan-move', input: { entryId: entry.id, entry: movedTo(entry, day, meal) } });
  };

  return {
    move,
    remove: (entry: WeekEntry) => queue({ name: 'plan-remove', input: { entryId: entry.id } }),
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
        if (dragged) move(dragged, day, meal);
      },
    }),
  };
}
