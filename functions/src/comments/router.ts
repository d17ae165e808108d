/** comments-api: /api/comments/** through the Hosting rewrite. Only wiring: contract → handler. */
import { comments as contracts, operations } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter()
  .routes(contracts, handlers)
  // comment management (issue 14): /api/admin/comments and /api/admin/comment-stats
  .route(operations.adminComments, handlers.adminCommentsHandler)
  .route(operations.adminModerateComment, handlers.adminModerateCommentHandler)
  .route(operations.adminDeleteComments, handlers.adminDeleteCommentsHandler)
  .route(operations.adminCommentStats, handlers.adminCommentStatsHandler)
  // bans (issue 14): /api/admin/banned-users (list, unban) and /api/admin/ban-user
  .route(operations.adminBannedUsers, handlers.adminBannedUsersHandler)
  .route(operations.adminUnbanUser, handlers.adminUnbanUserHandler)
  .route(operations.adminBanUser, handlers.adminBanUserHandler);
