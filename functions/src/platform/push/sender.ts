/** The push sender the configuration selects (platform/params.ts pushConfig): FCM, or none on a local stack. */
import { app } from '../firebase';
import { pushConfig, siteOrigin } from '../params';
import { createFcmSender, type PushSender } from './fcm';

const silent: PushSender = { send: async () => 'sent' };

export function selectedPushSender(): PushSender {
  const { mode, url } = pushConfig();
  if (mode === 'off') return silent;
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
