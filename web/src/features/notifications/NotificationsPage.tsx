import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActivityFeedList } from '@/components/activity/ActivityFeedList';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorState } from '@/components/ErrorState';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { SignedInPage } from '@/components/SignedInPage';
import { TabSet } from '@/components/TabSet';
import { useToast } from '@/components/toast';
import { FirebaseReady } from '@/platform/session';
import {
  notificationPath,
  useCommentNotifications,
  useNotificationActions,
  type CommentNotification,
} from './data';
import { NotificationText } from './NotificationText';
import './notifications.css';

const TABS = ['comments', 'activity'] as const;
type Clearing = 'read' | 'all' | null;

/**
 * /notifications (001 §2, §4 "Comment notification"): the Comments tab lists the latest 50 live; opening one marks it
 * read; mark all read; delete one; clear read and clear all after a confirmation (clear all warns it cannot be
 * undone). The Activity tab shows the activity feed (001 §2), the same list as /activity.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <SignedInPage id="notifications" className="notifications" title={t('title')} loading={t('loading')}>
      {(uid) => (
        <TabSet label={t('title')} tabs={TABS} initial="comments" tabLabel={(value) => t(`tabs.${value}`)}>
          {(tab) =>
            tab === 'comments' ? (
              <FirebaseReady fallback={<PageLoading label={t('loading')} />}>
                <LiveBoundary
                  fallback={(_error, retry) => (
                    <ErrorState title={t('errors.loadTitle')} message={t('errors.load')} onRetry={retry} />
                  )}
                >
                  <CommentNotifications uid={uid} />
                </LiveBoundary>
              </FirebaseReady>
            ) : (
              <ActivityFeedList viewer={uid} />
            )
          }
        </TabSet>
      )}
    </SignedInPage>
  );
}

function CommentNotifications({ uid }: { uid: string }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const navigate = useNavigate();
  const list = useCommentNotifications(uid);
  const actions = useNotificationActions(uid);
  const [clearing, setClearing] = useState<Clearing>(null);
  const change = useMutation({
    mutationFn: ({ work }: { work: () => Promise<void>; failure: string }) => work(),
    onError: (_error, { failure }) => toast.error(failure),
  });
  const busy = change.isPending;

  if (list.status === 'loading') return <PageLoading label={t('loading')} />;
  const items = list.data;
  const unread = items.filter((n) => !n.read).length;

  const open = (notification: CommentNotification) => {
    if (!notification.read) actions.markRead(notification.id).catch((error) => console.warn(error));
    navigate(notificationPath(notification));
  };
  /** Settles once the work is done or its failure toasted. */
  const run = (work: () => Promise<void>, failure: string) =>
    change.mutateAsync({ work, failure }).catch(() => undefined);
  const clear = async (which: Exclude<Clearing, null>) => {
    await run(which === 'read' ? actions.clearRead : actions.clearAll, t('errors.clear'));
    setClearing(null);
  };

  return (
    <>
      <div className="toolbar notifications__toolbar">
        <button
          type="button"
          className="button button--small"
          disabled={busy || unread === 0}
          onClick={() => void run(actions.markAllRead, t('errors.update'))}
        >
          {t('actions.markAllRead')}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy || items.every((n) => !n.read)}
          onClick={() => setClearing('read')}
        >
          {t('actions.clearRead')}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy || items.length === 0}
          onClick={() => setClearing('all')}
        >
          {t('actions.clearAll')}
        </button>
      </div>
      {items.length === 0 ? (
        <div className="card empty-state" data-testid="notifications-empty">
          <h2>{t('empty.commentsTitle')}</h2>
          <p>{t('empty.comments')}</p>
        </div>
      ) : (
        <ul className="notifications__list" data-testid="notifications">
          {items.map((notification) => (
            <li
              key={notification.id}
              className={`card notification${notification.read ? '' : ' notification--unread'}`}
              data-testid="notification"
              data-read={notification.read}
            >
              <button type="button" className="notification__open" onClick={() => open(notification)}>
                {notification.read ? null : <span className="visually-hidden">{t('unread')}</span>}
                <NotificationText notification={notification} />
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t('actions.deleteOne', { name: notification.triggerUserName ?? '' })}
                onClick={() =>
                  void actions.remove(notification.id).catch(() => toast.error(t('errors.clear')))
                }
              >
                {t('actions.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {clearing ? (
        <ConfirmDialog
          title={t(clearing === 'read' ? 'confirm.readTitle' : 'confirm.allTitle')}
          confirmLabel={t(clearing === 'read' ? 'actions.clearRead' : 'actions.clearAll')}
          busyLabel={t('confirm.busy')}
          cancelLabel={t('confirm.cancel')}
          busy={busy}
          onConfirm={() => void clear(clearing)}
          onCancel={() => setClearing(null)}
        >
          <p>{t(clearing === 'read' ? 'confirm.read' : 'confirm.all')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export { NotificationsPage as Component };
