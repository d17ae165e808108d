/**
 * social-api: the social group's HTTP paths, through the Hosting rewrites of /api/notifications/settings,
 * /api/follows/** and /api/channels/**. Only wiring: contract → handler.
 */
import { social as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter().routes(contracts, handlers);
