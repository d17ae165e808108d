// Imported by the site's one service worker, /sw.js (decision 0065).
// Web push for level "all" (globalThis is the service worker scope) (issue 27; docs/decisions/0033): shows what the functions send through FCM's HTTP v1 API
// ({ notification: { title, body }, data: { link, tag } }) while no tab of the site is open, and opens its page.
globalThis.addEventListener('push', (event) => {
  const payload = event.data ? event.data.json() : {};
  const { title = 'Matkon', body = '' } = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    globalThis.registration.showNotification(title, {
      body,
      tag: data.tag,
      icon: '/favicon.svg',
      data: { link: data.link || '/' },
    }),
  );
});

globalThis.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(globalThis.clients.openWindow(event.notification.data.link));
});
