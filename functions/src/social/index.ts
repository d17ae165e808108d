/**
 * The social group: deploys as social-<name> (region us-central1). Following, notification levels and the follow
 * lists (spec 001 §2–§9). Only wiring: contract (domain/contracts/social.ts) + handler (handlers.ts).
 */
import { social as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import * as handlers from './handlers';
import { router } from './router';

export const follow = callable(contracts.socialFollow, handlers.followHandler, {
  secrets: [recaptchaSecret],
});
export const userFollowing = callable(contracts.socialUserFollowing, handlers.userFollowingHandler);
export const api = serve(router, { secrets: [recaptchaSecret] });
