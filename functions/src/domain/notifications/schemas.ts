import { z } from 'zod';

export const NOTIFICATION_MESSAGES = {
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. Turn e-mail notifications off in your profile instead.',
  userNotFound: 'User not found',
} as const;

export const NOTIFICATION_ACTIONS_MIRRORED = {
  unsubscribe: 'unsubscribe from e-mail notifications',
} as const;

/** The digest's one-click unsubscribe link: the user's id and its signature (platform/mail/unsubscribeToken.ts). */
export const unsubscribeInputSchema = z.strictObject({
  uid: z.string().trim().min(1, 'uid is required').max(128, 'uid is too long'),
  token: z.string().trim().min(1, 'token is required').max(128, 'token is too long'),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;
