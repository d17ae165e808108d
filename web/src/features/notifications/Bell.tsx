import { badgeText } from '@domain/comments/relativeTime';
import { NOTIFICATIONS } from '@domain/constants/social';
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BellIcon } from '@/components/icons';
import { LiveBoundary } from '@/components/LiveBoundary';
import { useToast } from '@/components/toast';
import {
  notificationPath,
  useCommentNotifications,
  useNotificationActions,
  useUnreadCount,
  type CommentNotification,
} from './data';
import { NotificationText, notificationSentence } from './NotificationText';
import { useSystemAlerts } from './systemAlerts';
import { registerWebPush } from '@/platform/webPush';
import './notifications.css';

/**
 * The header's notification bell (000 §2, 001 §9): the unread count (99+ beyond 99) and, when opened, the
 * latest 10, live, of every kind (decision 0033); a level-"all" new recipe also shows as a system notification. Opening one marks it read and goes to the comment; "Mark all as read" and "See all" below.
 * Loaded lazily by the header for signed-in users, so the home route's first JS carries none of it.
 */
export function Bell({ uid }: { uid: string }) {
  const { t } = useTranslation('notifications');
  return (
    <LiveBoundary fallback={() => <BellButton label={t('bell.label')} count={null} />}>
      <LiveBell uid={uid} />
    </LiveBoundary>
  );
}

function BellButton({
  label,
  count,
  ...button
}: {
  label: string;
  count: number | null;
  ref?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation('notifications');
  const badge = count ? badgeText(count, NOTIFICATIONS.badgeCap) : null;
  return (
    <button
      type="button"
      className="header__icon-button bell__button"
      aria-label={badge ? t('bell.labelUnread', { count: count ?? 0, badge }) : label}
      title={label}
      data-testid="notification-bell"
      {...button}
    >
      <BellIcon />
      {badge ? (
        <span className="bell__badge" aria-hidden="true" data-testid="notification-badge">
          {badge}
        </span>
      ) : null}
    </button>
  );
}

function LiveBell({ uid }: { uid: string }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount(uid);
  const latest = useCommentNotifications(uid);
  const actions = useNotificationActions(uid);

  // a signed-in device that granted notifications gets level-"all" pushes while the site is closed too
  useEffect(() => {
    void registerWebPush();
  }, [uid]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const openOne = (notification: CommentNotification) => {
    setOpen(false);
    // failures of a notification update are only logged (001 §8)
    if (!notification.read) actions.markRead(notification.id).catch((error) => console.warn(error));
    navigate(notificationPath(notification));
  };
  useSystemAlerts(
    latest,
    (notification) => ({ title: t('alert.title'), body: notificationSentence(t, notification) }),
    openOne,
  );

  const shown = latest.status === 'success' ? latest.data.slice(0, NOTIFICATIONS.dropdownShown) : [];
  return (
    <div className="bell" ref={root}>
      <BellButton
        ref={buttonRef}
        label={t('bell.label')}
        count={unread}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open ? (
        <div
          id={panelId}
          className="bell__panel card card--raised"
          role="region"
          aria-label={t('bell.label')}
        >
          <div className="bell__head">
            <h2 className="bell__title">{t('bell.label')}</h2>
            {unread ? (
              <button
                type="button"
                className="bell__mark"
                onClick={() => void actions.markAllRead().catch(() => toast.error(t('errors.update')))}
              >
                {t('actions.markAllRead')}
              </button>
            ) : null}
          </div>
          {latest.status === 'loading' ? (
            <p role="status">{t('loading')}</p>
          ) : shown.length === 0 ? (
            <p className="bell__empty">{t('empty.comments')}</p>
          ) : (
            <ul className="bell__list">
              {shown.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    className={`bell__item${notification.read ? '' : ' bell__item--unread'}`}
                    onClick={() => openOne(notification)}
                  >
                    <NotificationText notification={notification} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link to="/notifications" className="bell__all" onClick={() => setOpen(false)}>
            {t('bell.seeAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export { Bell as default };
