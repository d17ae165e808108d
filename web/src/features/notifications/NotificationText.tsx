import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import type { CommentNotification } from './data';

/** What happened, who did it, on which recipe, the quoted comment and when (001 §3 "Comment notification"). */
export function NotificationText({ notification }: { notification: CommentNotification }) {
  const { t } = useTranslation('notifications');
  const when = notification.createdAt?.toMillis?.();
  return (
    <span className="notification__text">
      <span>{notificationSentence(t, notification)}</span>
      {notification.data?.commentText ? (
        <q className="notification__quote" dir="auto">
          {notification.data.commentText}
        </q>
      ) : null}
      {when ? (
        <span className="notification__time">
          <RelativeTime value={when} />
        </span>
      ) : null}
    </span>
  );
}

/** The one sentence that says what happened (also a system notification's body). */
export function notificationSentence(
  t: TFunction<'notifications'>,
  notification: CommentNotification,
): string {
  return t(`types.${notification.type}`, {
    name: notification.triggerUserName || t('someone'),
    title: notification.data?.recipeTitle ?? '',
  });
}
