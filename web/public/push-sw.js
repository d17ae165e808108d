// Web push for level "all" (issue 27; docs/decisions/0033): shows what the functions send through FCM's HTTP v1 API
// ({ notification: { title, body }, data: { link, tag } }) while no tab of the site is open, and opens its page.
self.addEventListener('push', (event) => {
  const payload = event.data ? event.data.json() : {};
  const { title = 'Matkon', body = '' } = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: data.tag,
      icon: '/favicon.svg',
      data: { link: data.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.link));
});
