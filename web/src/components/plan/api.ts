/**
 * The plan's writes shared by every screen that adds to it (issue 33 §1; contracts in domain/contracts/plan.ts):
 * an add names its own id, so the same add sent again adds nothing (decision 0064).
 */
import type { QueryClient } from '@tanstack/react-query';
import { callFunction, type CallInput } from '@/platform/api';
import { planKeys } from '@/platform/queryKeys';

export { planKeys };

export type PlanEntryInput = CallInput<'plan-add'>['entry'];

/** A new entry's id: 20 letters and digits, as the server makes its own. */
export const newEntryId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

export function addPlanEntry(entry: PlanEntryInput, id = newEntryId()) {
  return callFunction('plan-add', { id, entry });
}

/** Every cached week of the plan: an add from another screen shows on /plan. */
export const refreshPlan = (client: QueryClient) => client.invalidateQueries({ queryKey: planKeys.all });
