/** The notifications group's handlers (contracts in domain/contracts/notifications.ts). */
import { notifications } from '../domain/contracts';
import { db } from '../platform/firebase';
import { type ContractRouteHandler, PRIVATE, reply, signedInRoute } from '../platform/http';
import { registerPushToken } from '../platform/push/devices';
import { notificationsDeps } from './deps';
import { unsubscribeEmail } from './unsubscribe';

/** Anyone holding the digest's link: its signature is the proof (no sign-in, as one click must be). */
export const unsubscribeEmailHandler: ContractRouteHandler<typeof notifications.unsubscribeEmail> = async ({
  input,
}) => reply(200, await unsubscribeEmail(notificationsDeps(), input), PRIVATE);

/** The signed-in caller's own device only. */
export const registerPushTokenHandler = signedInRoute(notifications.registerPushToken, async (uid, input) => {
  await registerPushToken(db(), uid, input.token, new Date());
  return { registered: true as const };
});
