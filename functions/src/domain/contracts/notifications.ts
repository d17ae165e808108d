/**
 * The notifications group's calls (issue 27; decisions 0033, 0034): the daily digest's one-click unsubscribe, called
 * by the /unsubscribe page for anyone holding the link (the link's signature is the proof, no sign-in); and a
 * signed-in user's device registering its web push token.
 */
import { registerPushTokenSchema, unsubscribeInputSchema } from '../notifications';
import { postContract } from './define';

export const unsubscribeEmail = postContract<{ emailNotifications: false }>('public', 'notifications')(
  '/api/notifications/unsubscribe',
  unsubscribeInputSchema,
  ['permission-denied', 'not-found', 'unavailable'],
);

/** A signed-in user's browser registers its FCM web push token (level "all" alerts reach this device). */
export const registerPushToken = postContract<{ registered: true }>('signedIn', 'notifications')(
  '/api/notifications/push-token',
  registerPushTokenSchema,
  ['unauthenticated'],
);
