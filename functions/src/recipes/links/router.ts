/** recipes-links: /api/recipe-links/** (Hosting rewrite). Only wiring: contract → handler. */
import { links as contracts } from '../../domain/contracts';
import { createRouter } from '../../platform/http';
import * as handlers from './handlers';

export const linksRouter = createRouter().routes(contracts, handlers);
