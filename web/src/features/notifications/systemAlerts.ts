import { useEffect, useRef } from 'react';
import type { LiveList } from '@/platform/useLiveList';
import type { CommentNotification } from './data';

/**
 * Level "all" (001 §4, issue 27): while a tab is open, a followed cook's new recipe that arrives in the live list is
 * also shown by the browser's Notification API, when the user granted the permission (the level menu asks for it).
 * Only what arrives after the list first loaded: reopening the site does not replay old ones.
 */
export function useSystemAlerts(
  latest: LiveList<CommentNotification>,
  describe: (notification: CommentNotification) => { title: string; body: string },
  open: (notification: CommentNotification) => void,
): void {
  const seen = useRef<Set<string> | null>(null);
  const callbacks = useRef({ describe, open });
  useEffect(() => {
    callbacks.current = { describe, open };
  });

  useEffect(() => {
    if (latest.status !== 'success') return;
    if (!seen.current) {
      seen.current = new Set(latest.data.map((notification) => notification.id));
      return;
    }
    for (const notification of latest.data) {
      if (seen.current.has(notification.id)) continue;
      seen.current.add(notification.id);
      if (!notification.alert || notification.read) continue;
      show(notification.id, callbacks.current.describe(notification), () =>
        callbacks.current.open(notification),
      );
    }
  }, [latest]);
}

function show(tag: string, message: { title: string; body: string }, onClick: () => void) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(message.title, { body: message.body, tag, icon: '/favicon.svg' });
    shown.onclick = () => {
      window.focus();
      onClick();
    };
  } catch (error) {
    // some browsers allow notifications only from a service worker; the bell still carries it
    console.warn('Notification not shown', error);
  }
}
