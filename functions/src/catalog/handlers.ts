/** The catalog group's handler (contract in domain/contracts/catalog.ts; decision 0011). */
import { catalogCacheControl } from '../domain/catalog/answer';
import type { catalog } from '../domain/contracts';
import { db } from '../platform/firebase';
import { reply, type ContractRouteHandler } from '../platform/http';
import { readCatalog } from './service';

export const catalogHandler: ContractRouteHandler<typeof catalog.catalog> = async ({ input }) => {
  const answer = await readCatalog(db());
  return reply(200, answer, { 'Cache-Control': catalogCacheControl(input.v, answer.version) });
};
