/**
 * The push sender the configuration selects (platform/params.ts pushConfig): FCM, or none (undefined: nothing is
 * read or sent) on a local stack.
 */
import { app } from '../firebase';
import { pushConfig, siteOrigin } from '../params';
import { createFcmSender, type PushSender } from './fcm';

export function selectedPushSender(): PushSender | undefined {
  const { mode, url } = pushConfig();
  if (mode === 'off') return undefined;
  const credential = app().options.credential;
  return createFcmSender({
    project: process.env.GCLOUD_PROJECT ?? app().options.projectId ?? '',
    baseUrl: url,
    site: siteOrigin(),
    accessToken: async () => {
      // the admin SDK's Application Default Credentials: the function's service account (cloud-platform scope)
      if (!credential) throw new Error('No credential to call FCM with');
      return (await credential.getAccessToken()).access_token;
    },
  });
}
