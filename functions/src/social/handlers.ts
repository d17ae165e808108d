/**
 * The social group's handlers (contracts in domain/contracts/social.ts): signed in → verified email where the spec
 * asks (following, 001 §1) → bot-check with the action's threshold → service.
 */
import type { social } from '../domain/contracts';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import { channelProfile } from '../platform/channelProfile';
import { db } from '../platform/firebase';
import { requireSocialFeature } from '../platform/settings';
import type { CallableHandler } from '../platform/callable';
import { type ContractContext, type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { socialDeps } from './deps';
import { followUser } from './follow';
import { followList, isFollowing, topFollowedList } from './lists';
import { notificationLevel, setNotificationLevel } from './settings';
import { userFollowing } from './userFollowing';

/** FOLLOW_USER 0.5: proceeds without a token (002 §8), a bad one is refused. */
export const followHandler: CallableHandler<typeof social.socialFollow> = async (input, request) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'FOLLOW_USER', { allowMissing: true });
  // settings/features.social.userFollowing: no new follows while it is off; unfollowing stays possible
  if (input.operation === 'follow') await requireSocialFeature(db(), 'userFollowing');
  return followUser(socialDeps(), uid, input.targetUserId, input.operation);
};

/** Whom a cook follows: anyone, guests too; the cook's privacy setting for following decides (decision 0042). */
export const userFollowingHandler: CallableHandler<typeof social.socialUserFollowing> = (input, request) =>
  userFollowing(socialDeps(), request.auth?.uid ?? null, input);

export const notificationSettingsHandler: ContractRouteHandler<typeof social.notificationSettings> = async ({
  uid,
  input,
}) => {
  const level = await notificationLevel(socialDeps(), uid, input.followedUserId);
  return reply(200, { notificationLevel: level }, PRIVATE);
};

/** UPDATE_NOTIFICATION 0.4: not among the actions that proceed without a token (002 §8). */
export const updateNotificationSettingsHandler: ContractRouteHandler<
  typeof social.updateNotificationSettings
> = async ({ uid, input }) => {
  await assertHuman(getBotVerifier(), input.recaptchaToken, 'UPDATE_NOTIFICATION');
  const level = await setNotificationLevel(socialDeps(), uid, input.followedUserId, input.notificationLevel);
  return reply(200, { notificationLevel: level }, PRIVATE);
};

export const followStatusHandler: ContractRouteHandler<typeof social.followStatus> = async ({
  uid,
  input,
}) => {
  return reply(200, { isFollowing: await isFollowing(socialDeps(), uid, input.userId) }, PRIVATE);
};

/** The same for every viewer (the privacy levels are the cook's settings, not a decision about the caller). */
const CHANNEL_CACHE = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

export const channelProfileHandler: ContractRouteHandler<typeof social.channelProfile> = async ({ input }) =>
  reply(200, { profile: await channelProfile(socialDeps().supabase, input.username) }, CHANNEL_CACHE);

/** ours: the list changes four times a day; the same answer for everyone, so the CDN may keep it 5 minutes. */
const TOP_FOLLOWED_CACHE = { 'Cache-Control': 'public, max-age=300, s-maxage=300' };

/** Anyone may read the top-followed list (a guest's "Top cooks" page costs no Firestore read in the browser). */
export const topFollowedHandler: ContractRouteHandler<typeof social.topFollowed> = async () =>
  reply(200, await topFollowedList(socialDeps()), TOP_FOLLOWED_CACHE);

/** One of the signed-in user's two lists (001 §4): the same query and page, the list named by the path. */
const followListHandler =
  (list: 'following' | 'followers') =>
  async ({ uid, input }: Pick<ContractContext<typeof social.followingList>, 'uid' | 'input'>) =>
    reply(200, await followList(socialDeps(), uid, list, input), PRIVATE);

export const followingListHandler: ContractRouteHandler<typeof social.followingList> =
  followListHandler('following');
export const followersListHandler: ContractRouteHandler<typeof social.followersList> =
  followListHandler('followers');
