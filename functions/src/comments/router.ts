/** comments-api: /api/comments/** through the Hosting rewrite. Only wiring: contract → handler. */
import { backOffice, comments as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter()
  .routes(contracts, handlers)
  // comment management (issue 14): /api/admin/comments and /api/admin/comment-stats
  .route(backOffice.adminComments, handlers.adminCommentsHandler)
  .route(backOffice.adminModerateComment, handlers.adminModerateCommentHandler)
  .route(backOffice.adminDeleteComments, handlers.adminDeleteCommentsHandler)
  .route(backOffice.adminCommentStats, handlers.adminCommentStatsHandler);
