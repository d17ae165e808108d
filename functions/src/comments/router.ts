/** comments-api: /api/comments/** through the Hosting rewrite. Only wiring: contract → handler. */
import { comments as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
