/**
 * The notifications group's calls (issue 27; decisions 0033, 0034): the daily digest's one-click unsubscribe, called
 * by the /unsubscribe page for anyone holding the link (the link's signature is the proof, no sign-in).
 */
import { unsubscribeInputSchema } from '../notifications';
import { postContract } from './define';

export const unsubscribeEmail = postContract<{ emailNotifications: false }>()(
  '/api/notifications/unsubscribe',
  unsubscribeInputSchema,
  ['permission-denied', 'not-found', 'unavailable'],
);
