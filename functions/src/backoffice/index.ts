/**
 * The backoffice group (issue 15: the back office's data consistency, migrations and trending job; spec 002 §7):
 * deploys as backoffice-api, the admin calls under their Hosting rewrites. Only wiring: contract → handler.
 */
import { backoffice as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import * as handlers from './handlers';

/** Heavy admin work: a whole-store check or repair may take minutes on a large project. */
const HEAVY = { timeoutSeconds: 540, memory: '1GiB' } as const;

export const api = serve(createRouter().routes(contracts, handlers), HEAVY);
