/**
 * What the list looks like with the changes not yet answered by the server (outbox.ts): lines added show at once,
 * removed ones go, edits, moves and staples show as made. Pure: the live lines from Firestore plus the outbox.
 */
import type { StoredLine } from '@domain/household/shoppingList';
import { chooseStaple, type StapleChoices } from '@domain/shopping';
import type { Change } from '@/platform/outbox/outbox';

export type ShownLine = StoredLine & { pending: boolean };

export interface ShownList {
  lines: ShownLine[];
  staples: StapleChoices;
}

const handSource = (lineId: string) => `hand:${lineId}`;

export function withPending(
  lines: readonly StoredLine[],
  staples: StapleChoices,
  outbox: readonly Change[],
): ShownList {
  let shown: ShownLine[] = lines.map((line) => ({ ...line, pending: false }));
  let choices = staples;
  const change = (id: string, update: (line: ShownLine) => ShownLine) => {
    shown = shown.map((line) => (line.id === id ? { ...update(line), pending: true } : line));
  };
  for (const item of outbox) {
    switch (item.name) {
      case 'shopping-add': {
        const { lineId = item.id, text } = item.input;
        const arrived = shown.some(
          (line) => line.id === lineId || line.sources.some((source) => source.id === handSource(lineId)),
        );
        if (!arrived) shown.push(handLine(lineId, text));
        break;
      }
      case 'shopping-edit':
        change(item.input.lineId, (line) => ({ ...line, text: item.input.text, amounts: [] }));
        break;
      case 'shopping-remove':
        shown = shown.filter((line) => line.id !== item.input.lineId);
        break;
      case 'shopping-clearChecked':
        shown = shown.filter((line) => !line.checked);
        break;
      case 'shopping-moveAisle': {
        const moved = shown.find((line) => line.id === item.input.lineId);
        for (const line of shown)
          if (line === moved || (moved?.food && line.food === moved.food))
            change(line.id, (other) => ({ ...other, aisle: item.input.aisle }));
        break;
      }
      case 'shopping-setStaple':
        choices = chooseStaple(choices, item.input.food, item.input.staple);
        break;
      default:
        // a recipe or the plan added: its lines come with the server's answer
        break;
    }
  }
  return { lines: shown, staples: choices };
}

/** A line typed on this device, shown as typed until the server has merged it. */
function handLine(id: string, text: string): ShownLine {
  return {
    id,
    key: `written:${handSource(id)}`,
    food: null,
    text,
    names: [text],
    amounts: [],
    asWritten: true,
    aisle: 'other',
    checked: false,
    recipes: [],
    sources: [],
    pending: true,
  };
}
