/**
 * Push messages (issue 27; docs/decisions/0033): a followed cook's new recipe at level "all" is also pushed through
 * Firebase Cloud Messaging to each device the follower registered. users/{uid}/pushTokens/{sha256 of the token}
 * holds one device's web push token (Firestore only, written by the functions; the rules give the browser no access).
 */
import { z } from 'zod';

export const PUSH_TOKENS_SUBCOLLECTION = 'pushTokens';

export const PUSH_LIMITS = {
  /** ours: FCM web tokens are about 160 characters; anything far longer is not one. */
  tokenMax: 4096,
  /** ours: the devices kept per user; registering one more forgets the least recently registered. */
  devicesPerUser: 10,
} as const;

/** users/{uid}/pushTokens/{id}. */
export interface PushTokenDoc {
  token: string;
  /** ISO time the device last registered the token. */
  registeredAt: string;
}

export const registerPushTokenSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(1, 'token is required')
    .max(PUSH_LIMITS.tokenMax, `token must be at most ${PUSH_LIMITS.tokenMax} characters`),
});
export type RegisterPushTokenInput = z.infer<typeof registerPushTokenSchema>;
