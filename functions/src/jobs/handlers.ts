/** The jobs group's handlers: the schedule and the on-demand call run the same service. */
import type { jobs } from '../domain/contracts';
import { db } from '../platform/firebase';
import type { ContractRouteHandler } from '../platform/http';
import { getServiceClient } from '../platform/mirror/client';
import { recalculateTopFollowed } from './topFollowed';
import { recalculateTrending } from './trending';

export const topFollowedDeps = () => ({ db: db(), supabase: getServiceClient() });

/** POST /api/cron/recalculate-top-followed: admins only (the platform's guard; the schedule needs no caller). */
export const recalculateTopFollowedHandler: ContractRouteHandler<
  typeof jobs.recalculateTopFollowed
> = async () => {
  return { success: true, stats: await recalculateTopFollowed(topFollowedDeps()) };
};

/** POST /api/admin/initialize-trending: admins only (the platform's guard); every period rebuilt. */
export const initializeTrendingHandler: ContractRouteHandler<typeof jobs.initializeTrending> = async () => {
  return { success: true, stats: await recalculateTrending(topFollowedDeps(), true) };
};
