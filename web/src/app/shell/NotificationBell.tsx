import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/platform/i18n';
import { FirebaseReady, useSession } from '@/platform/session';

/** The bell and its live listener load with its texts once a user is signed in (not on the home route's first JS). */
const Bell = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/notifications/Bell'),
    loadNamespaces('notifications'),
  ]);
  return { default: module.Bell };
});

/** Spec 000 §2 header: the comment-notification bell, for signed-in users. */
export function NotificationBell() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return (
    <FirebaseReady>
      <Suspense fallback={null}>
        <Bell uid={session.user.uid} />
      </Suspense>
    </FirebaseReady>
  );
}
