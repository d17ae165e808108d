/** comments-api: /api/comments/** through the Hosting rewrite. Only wiring: contract → handler. */
import { comments as contracts } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter()
  .route(contracts.listComments, handlers.listCommentsHandler)
  .route(contracts.createComment, handlers.createCommentHandler)
  .route(contracts.likeComment, handlers.likeCommentHandler)
  .route(contracts.deleteComment, handlers.deleteCommentHandler)
  .route(contracts.reportComment, handlers.reportCommentHandler);
