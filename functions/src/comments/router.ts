/** comments-api: /api/comments/** through the Hosting rewrite. Only wiring: contract → handler. */
import { comments as contracts, operations } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';

export const router = createRouter()
  .routes(contracts, handlers)
  // comment management and bans (issue 14): the HTTP contracts of operations, /api/admin/comments,
  // /api/admin/comment-stats, /api/admin/banned-users and /api/admin/ban-user
  .routes(operations, handlers);
