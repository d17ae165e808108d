/**
 * The plan and household screens' calls (issue 33 §1, §2; contracts in domain/contracts/plan.ts and household.ts):
 * a week of the viewer's household and the household's members and invitations. The plan's changes go through the
 * outbox (platform/outbox, decision 0070).
 */
import { useQuery } from '@tanstack/react-query';
import { callFunction, type CallAnswer } from '@/platform/api';
import { isDeviceCopy, keptOnDevice } from '@/platform/deviceCopy';
import { planKeys } from '@/platform/queryKeys';

export { addPlanEntry, refreshPlan } from '@/components/plan/api';
export { planKeys };

export type PlanWeek = CallAnswer<'plan-week'>;
export type WeekEntry = PlanWeek['entries'][number];
export type HouseholdOverview = CallAnswer<'household-overview'>;
export type Household = HouseholdOverview['household'];

/** How often a week shown from the device asks the server again: its answer says the server is back. */
const RETRY_MS = 5_000;

/**
 * A week the viewer opened, its last answer kept on the device for offline reading (decision 0070); while it shows
 * the device's copy it asks again every few seconds (a page loaded offline may hear of no reconnection).
 */
export function usePlanWeek(viewer: string, start: string) {
  return useQuery({
    ...keptOnDevice(planKeys.week(viewer, start), () => callFunction('plan-week', { start })),
    refetchInterval: (query) => (isDeviceCopy(query.state.data) ? RETRY_MS : false),
  });
}

export function useHousehold(viewer: string) {
  return useQuery(keptOnDevice(planKeys.household(viewer), () => callFunction('household-overview', {})));
}

/** The household's changes, each answered with the caller's household after it. */
export const householdCalls = {
  invite: (username: string) => callFunction('household-invite', { username }),
  accept: (householdId: string) => callFunction('household-accept', { householdId }),
  decline: (householdId: string) => callFunction('household-decline', { householdId }),
  leave: () => callFunction('household-leave', {}),
  remove: (uid: string) => callFunction('household-remove', { uid }),
  dissolve: () => callFunction('household-dissolve', {}),
};
