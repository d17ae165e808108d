import { apiCall } from './api';
import { fcmVapidKey } from './env';
import { loadFirebaseApp } from './firebase';

/**
 * Level "all" also reaches this device when the site is closed (issue 27; docs/decisions/0033): once the user has
 * granted notifications, the device's FCM web push token is registered with the server, which pushes each followed
 * cook's new recipe through FCM. The site's one service worker, /sw.js, shows the message with the handlers it
 * imports from /push-sw.js (decision 0065). Without VITE_FCM_VAPID_KEY (the
 * local stack, which cannot reach FCM) nothing is registered: the open tab shows alerts itself (features/notifications/systemAlerts.ts).
 */
export async function registerWebPush(): Promise<'registered' | 'unavailable'> {
  if (
    !fcmVapidKey ||
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted' ||
    !('serviceWorker' in navigator)
  ) {
    return 'unavailable';
  }
  try {
    const [{ getMessaging, getToken, isSupported }, app] = await Promise.all([
      import('firebase/messaging'),
      loadFirebaseApp(),
    ]);
    if (!(await isSupported())) return 'unavailable';
    const serviceWorkerRegistration = await navigator.serviceWorker.register('/sw.js');
    const token = await getToken(getMessaging(app), { vapidKey: fcmVapidKey, serviceWorkerRegistration });
    if (!token) return 'unavailable';
    await apiCall('POST /api/notifications/push-token', { body: { token } });
    return 'registered';
  } catch (error) {
    // the bell and the open tab still carry every notification
    console.warn('Web push not registered', error);
    return 'unavailable';
  }
}
