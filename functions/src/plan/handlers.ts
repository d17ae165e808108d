/** The plan group's handlers (contracts in domain/contracts/plan.ts): the platform admits the caller. */
import type { plan } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import { db } from '../platform/firebase';
import { getMirror } from '../platform/mirror/client';
import { addPlanEntry, movePlanEntry, planWeek, removePlanEntry, type PlanDeps } from './service';

const deps = (): PlanDeps => ({ db: db(), mirror: getMirror() });

export const weekHandler: CallableHandler<typeof plan.planWeek> = (input, request) =>
  planWeek(deps(), request.uid, input.start);

export const addHandler: CallableHandler<typeof plan.planAdd> = (input, request) =>
  addPlanEntry(deps(), request.uid, input);

export const moveHandler: CallableHandler<typeof plan.planMove> = (input, request) =>
  movePlanEntry(deps(), request.uid, input);

export const removeHandler: CallableHandler<typeof plan.planRemove> = (input, request) =>
  removePlanEntry(deps(), request.uid, input.entryId);
