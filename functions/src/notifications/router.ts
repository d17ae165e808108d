/** notifications-api: /api/notifications/unsubscribe and /push-token through their Hosting rewrites. Only wiring: contract → handler. */
import { notifications as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
