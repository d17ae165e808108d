/**
 * What the week looks like with the plan's changes not yet answered by the server (platform/outbox, decision
 * 0070): an entry added shows at once on its day and meal, a moved one at its new place (or leaves the week), a
 * removed one goes. Pure: the week's last answer plus the outbox, in the outbox's order.
 */
import { plannedEntry } from '@domain/planning/meals';
import { addDays } from '@domain/planning/week';
import type { Change } from '@/platform/outbox/outbox';
import type { WeekEntry } from './api';

export type ShownEntry = WeekEntry & { pending: boolean };

/** `entries` of the week from `start`, with `outbox`'s plan changes made; `viewer` added what they added. */
export function weekWithPending(
  entries: readonly WeekEntry[],
  outbox: readonly Change[],
  start: string,
  viewer: string,
): ShownEntry[] {
  const last = addDays(start, 6);
  const inWeek = (day: string) => day >= start && day <= last;
  let shown: ShownEntry[] = entries.map((entry) => ({ ...entry, pending: false }));
  for (const item of outbox) {
    switch (item.name) {
      case 'plan-add': {
        const { id = item.id, entry } = item.input;
        if (shown.some((other) => other.id === id) || !inWeek(entry.day)) break;
        shown.push({
          id,
          ...plannedEntry(entry),
          recipeTitle: entry.recipeId != null ? (item.title ?? null) : null,
          recipeImage: null,
          addedBy: viewer,
          pending: true,
        } as ShownEntry);
        break;
      }
      case 'plan-move': {
        const fields = plannedEntry(item.input.entry);
        shown = shown.flatMap((entry) =>
          entry.id !== item.input.entryId
            ? [entry]
            : inWeek(fields.day)
              ? [{ ...entry, ...fields, pending: true } as ShownEntry]
              : [],
        );
        break;
      }
      case 'plan-remove':
        shown = shown.filter((entry) => entry.id !== item.input.entryId);
        break;
      default:
        // the list's changes
        break;
    }
  }
  return shown;
}
