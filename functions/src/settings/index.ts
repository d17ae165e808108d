/**
 * The settings group (issue 14, spec 002 §2 "Enterprise Settings"): `settings-api` serves GET and PUT
 * /api/admin/settings and POST /api/admin/initialize-settings through their Hosting rewrites. Admin only (the one
 * guard). Only wiring.
 */
import { settings as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import * as handlers from './handlers';

export const api = serve(createRouter().routes(contracts, handlers));
