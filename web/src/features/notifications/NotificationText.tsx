import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import type { CommentNotification } from './data';

/** What happened, who did it, on which recipe, the quoted comment and when (001 §3 "Comment notification"). */
export function NotificationText({ notification }: { notification: CommentNotification }) {
  const { t } = useTranslation('notifications');
  const when = notification.createdAt?.toMillis?.();
  return (
    <span className="notification__text">
      <span>
        {t(`types.${notification.type}`, {
          name: notification.triggerUserName || t('someone'),
          title: notification.data?.recipeTitle ?? '',
        })}
      </span>
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
