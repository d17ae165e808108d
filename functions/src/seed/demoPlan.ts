/**
 * The demo cook's household, week plan and shopping list (issue 33 "Done when"): the demo reader invited and joined,
 * this week's dinners (and a breakfast and a night out) planned, and the list made from the plan's first four days
 * with a line typed by hand, through the household, plan and shopping services (mirror first). Once: a household the
 * reader is already in is left as it is.
 */
import { weekDays, weekStart } from '../domain/planning';
import { USERS_COLLECTION } from '../domain/profile';
import { acceptInvitation, inviteToHousehold } from '../household/service';
import { addPlanEntry } from '../plan/service';
import { readHousehold } from '../platform/household';
import type { ServiceDeps } from '../platform/mirror/deps';
import { addFromPlan, addLine } from '../shopping/service';

/** Day of the week (0: the week's first) → what is planned. */
const PLANNED = [
  { day: 0, meal: 'breakfast', recipeId: 'demo-banana-oat-pancakes', servings: 2 },
  { day: 0, meal: 'dinner', recipeId: 'demo-red-lentil-soup', servings: 4 },
  { day: 1, meal: 'dinner', recipeId: 'demo-sheet-pan-chicken', servings: 4 },
  { day: 2, meal: 'dinner', recipeId: 'demo-shakshuka', servings: 2 },
  { day: 3, meal: 'dinner', recipeId: 'demo-mujadara', servings: 4 },
  { day: 4, meal: 'dinner', note: 'Eat out' },
  { day: 5, meal: 'dinner', recipeId: 'demo-weeknight-meatballs', servings: 6 },
] as const;

export async function seedDemoPlan(
  deps: ServiceDeps,
  cook: string,
  reader: string,
  today = new Date(),
): Promise<{ planned: number; lines: number }> {
  if ((await readHousehold(deps.db, cook)).membership.memberIds.includes(reader))
    return { planned: 0, lines: 0 };
  const username = (await deps.db.doc(`${USERS_COLLECTION}/${reader}`).get()).get('username');
  if (typeof username !== 'string' || !username) return { planned: 0, lines: 0 };
  await inviteToHousehold(deps, cook, username);
  await acceptInvitation(deps, reader, cook);

  const days = weekDays(weekStart(today, 'UTC', 'en'));
  let planned = 0;
  for (const [n, item] of PLANNED.entries()) {
    const day = days[item.day] ?? days[0] ?? '';
    const entry =
      'recipeId' in item
        ? { day, meal: item.meal, recipeId: item.recipeId, servings: item.servings, note: null }
        : { day, meal: item.meal, recipeId: null, servings: null, note: item.note };
    if ('recipeId' in item && !(await deps.db.doc(`recipes/${item.recipeId}`).get()).exists) continue;
    await addPlanEntry(deps, n % 2 === 0 ? cook : reader, { id: `demo-plan-${n}`, entry });
    planned += 1;
  }
  await addFromPlan(deps, cook, days.slice(0, 4));
  const { lines } = await addLine(deps, reader, { lineId: 'demo-lemons', text: '3 lemons' });
  return { planned, lines: lines.length };
}
