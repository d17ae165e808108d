/** recipes-links: /api/recipe-links/** (Hosting rewrite). Only wiring: contract → handler. */
import { links as contracts } from '../../domain/contracts';
import { createRouter } from '../../platform/http';
import * as handlers from './handlers';

export const linksRouter = createRouter()
  .route(contracts.generateLink, handlers.generateLinkHandler)
  .route(contracts.myLinks, handlers.myLinksHandler)
  .route(contracts.revokeLink, handlers.revokeLinkHandler)
  .route(contracts.linkInfo, handlers.linkInfoHandler)
  .route(contracts.linkUpload, handlers.linkUploadHandler)
  .route(contracts.submitSharedRecipe, handlers.submitSharedRecipeHandler);
