/** The notifications group's handlers (contracts in domain/contracts/notifications.ts). */
import type { notifications } from '../domain/contracts';
import { type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { notificationsDeps } from './deps';
import { unsubscribeEmail } from './unsubscribe';

/** Anyone holding the digest's link: its signature is the proof (no sign-in, as one click must be). */
export const unsubscribeEmailHandler: ContractRouteHandler<typeof notifications.unsubscribeEmail> = async ({
  input,
}) => reply(200, await unsubscribeEmail(notificationsDeps(), input), PRIVATE);
