/** recipes-imports: /api/recipe-imports/** (Hosting rewrite). Only wiring: contract → handler. */
import { fileImports as contracts } from '../../domain/contracts';
import { createRouter } from '../../platform/http';
import * as handlers from './handlers';

export const importsRouter = createRouter().routes(contracts, handlers);
