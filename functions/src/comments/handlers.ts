/**
 * The comments group's handlers (contracts in domain/contracts/comments.ts). Each write: signed in → the checks that
 * need no store (the text, a verified email) → bot-check with the action's threshold (002 §9; a token is required:
 * these actions are not among those that proceed without one) → the service, which runs the rate limit once its own
 * checks have passed (a refused call writes nothing, not even a rate-limit window) and then writes.
 */
import { comments } from '../domain/contracts';
import { recordAdminAction } from '../platform/audit';
import { COMMENT_LIMITS } from '../domain/comments/limits';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import { type ContractRouteHandler, privateRoute, viewerRoute } from '../platform/http';
import { enforceRateLimit, type RateLimitRule } from '../platform/rateLimit';
import { requireSocialFeature } from '../platform/settings';
import { db } from '../platform/firebase';
import { BAN_AUDIT_ACTIONS, banUser, listBannedUsers, unbanUser } from './bans';
import { checkCommentText, createComment } from './create';
import { commentsDeps, type Admit } from './deps';
import { toggleLike } from './like';
import { listComments } from './list';
import {
  commentStats,
  deleteComments,
  listAdminComments,
  moderateComment,
  MODERATION_AUDIT_ACTIONS,
} from './moderation';
import { deleteThread } from './remove';
import { reportComment } from './report';

/** The rate limit as the services' `admit` step. */
const limit =
  (...rules: RateLimitRule[]): Admit =>
  async () => {
    const { db } = commentsDeps();
    for (const rule of rules) await enforceRateLimit(db, rule);
  };

/** Each comment write's per-account limits (COMMENT_LIMITS), keyed by the caller. */
const admitted = {
  post: (uid: string) =>
    limit(
      { key: `comment-post:${uid}`, ...COMMENT_LIMITS.postPerMinute },
      { key: `comment-post-hour:${uid}`, ...COMMENT_LIMITS.postPerHour },
    ),
  like: (uid: string) => limit({ key: `comment-like:${uid}`, ...COMMENT_LIMITS.likePerMinute }),
  report: (uid: string) => limit({ key: `comment-report:${uid}`, ...COMMENT_LIMITS.reportPerHour }),
};

export const listCommentsHandler = viewerRoute(comments.listComments, (uid, input) =>
  listComments(commentsDeps(), uid, input),
);

export const createCommentHandler: ContractRouteHandler<typeof comments.createComment> = async ({
  caller: { uid, token },
  input,
}) => {
  const commenter = { uid, emailVerified: token.email_verified === true };
  checkCommentText(commenter, input);
  await requireSocialFeature(db(), 'comments');
  await assertHuman(getBotVerifier(), input.recaptchaToken, 'CREATE_COMMENT');
  return createComment(commentsDeps(admitted.post(uid)), commenter, input);
};

/** The caller, once the bot-check passes for `action` (a token is required). */
async function humanCaller(
  uid: string,
  recaptchaToken: string | null | undefined,
  action: string,
): Promise<string> {
  await assertHuman(getBotVerifier(), recaptchaToken, action);
  return uid;
}

export const likeCommentHandler: ContractRouteHandler<typeof comments.likeComment> = async ({
  uid: caller,
  input,
}) => {
  const uid = await humanCaller(caller, input.recaptchaToken, 'LIKE_COMMENT');
  return toggleLike(commentsDeps(admitted.like(uid)), uid, input.commentId);
};

export const deleteCommentHandler: ContractRouteHandler<typeof comments.deleteComment> = async ({
  uid,
  input,
}) => {
  return deleteThread(commentsDeps(), uid, input.commentId);
};

export const reportCommentHandler: ContractRouteHandler<typeof comments.reportComment> = async ({
  uid: caller,
  input,
}) => {
  const uid = await humanCaller(caller, input.recaptchaToken, 'REPORT_COMMENT');
  return reportComment(commentsDeps(admitted.report(uid)), uid, input);
};

// ------------------------------------------------------------------ comment management (issue 14), admins only

const commentTarget = (id: string) => ({ type: 'comment', id });

export const adminCommentsHandler = privateRoute(comments.adminComments, (input) =>
  listAdminComments(commentsDeps(), input),
);

export const adminModerateCommentHandler: ContractRouteHandler<
  typeof comments.adminModerateComment
> = async ({ input, admin: caller }) => {
  const deps = commentsDeps();
  const { before, ...result } = await moderateComment(deps, input.commentId, input.action);
  await recordAdminAction(deps.db, caller, {
    action: MODERATION_AUDIT_ACTIONS[0],
    target: commentTarget(input.commentId),
    before: { status: before },
    after: { status: result.status ?? 'removed', action: input.action, reason: input.reason },
  });
  return result;
};

export const adminDeleteCommentsHandler: ContractRouteHandler<typeof comments.adminDeleteComments> = async ({
  input,
  admin: caller,
}) => {
  const deps = commentsDeps();
  const results = await deleteComments(deps, input.commentIds);
  for (const { before, ...result } of results)
    await recordAdminAction(deps.db, caller, {
      action: MODERATION_AUDIT_ACTIONS[1],
      target: commentTarget(result.commentId),
      before: { status: before },
      after: { status: result.status ?? 'removed', reason: input.reason },
    });
  return { results: results.map(({ before: _before, ...result }) => result) };
};

export const adminCommentStatsHandler = privateRoute(comments.adminCommentStats, async () => ({
  statistics: await commentStats(commentsDeps()),
}));

// ------------------------------------------------------------------ bans (issue 14), admins only

const userTarget = (id: string) => ({ type: 'user', id });

export const adminBannedUsersHandler = privateRoute(comments.adminBannedUsers, (input) =>
  listBannedUsers(commentsDeps(), input),
);

export const adminBanUserHandler: ContractRouteHandler<typeof comments.adminBanUser> = async ({
  input,
  admin: caller,
}) => {
  const deps = commentsDeps();
  const { ban, before } = await banUser(deps, caller.uid, input);
  await recordAdminAction(deps.db, caller, {
    action: BAN_AUDIT_ACTIONS.ban,
    target: userTarget(input.userId),
    before: before ? { banReason: before.banReason, banUntil: before.banUntil } : null,
    after: { banReason: ban.banReason, banUntil: ban.banUntil },
  });
  return { ban };
};

export const adminUnbanUserHandler: ContractRouteHandler<typeof comments.adminUnbanUser> = async ({
  input,
  admin: caller,
}) => {
  const deps = commentsDeps();
  const { before } = await unbanUser(deps, input.userId);
  await recordAdminAction(deps.db, caller, {
    action: BAN_AUDIT_ACTIONS.unban,
    target: userTarget(input.userId),
    before: { banReason: before.banReason, banUntil: before.banUntil },
    after: { banned: false, reason: input.reason },
  });
  return { userId: input.userId, banned: false as const };
};
