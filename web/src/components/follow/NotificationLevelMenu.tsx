import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LEVELS, type NotificationLevel } from '@domain/follows';
import { ChevronDownIcon, CheckIcon } from '@/components/icons';
import { Menu } from '@/components/Menu';
import { useToast } from '@/components/toast';
import { signedInUid, useSession } from '@/platform/session';
import { followKeys, notificationLevel, saveNotificationLevel } from './api';

/**
 * The notification level for a followed cook (spec 001 §2 channel page, §4): all, personalized or none; 'all' until
 * chosen and whenever loading fails. Choosing all asks the browser for notification permission; when it is denied
 * the user is told how to turn notifications on (001 §8). A failed save puts the previous level back.
 */
export function NotificationLevelMenu({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('follows');
  const toast = useToast();
  const queryClient = useQueryClient();
  const viewer = signedInUid(useSession()) ?? '';
  const key = followKeys.level(viewer, userId);
  const level = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => notificationLevel(userId, signal).catch(() => 'all' as const),
    enabled: viewer !== '',
  });
  const current: NotificationLevel = level.data ?? 'all';

  const save = useMutation({
    mutationFn: (next: NotificationLevel) => saveNotificationLevel(userId, next),
    onMutate: async (next) => {
      const previous = current;
      // a load still in flight must not overwrite the choice
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      queryClient.setQueryData(key, context?.previous ?? 'all');
      toast.error(t('notifications.saveFailed'));
    },
  });

  const choose = async (next: NotificationLevel) => {
    if (next === 'all' && typeof Notification !== 'undefined' && Notification.permission !== 'granted') {
      const permission = await Notification.requestPermission().catch(() => 'denied' as const);
      if (permission === 'denied') toast.warning(t('notifications.enableInBrowser'), { duration: 8000 });
      // this device may now get pushes while the site is closed (platform/webPush.ts)
      if (permission === 'granted') void import('@/platform/webPush').then((push) => push.registerWebPush());
    }
    save.mutate(next);
  };

  return (
    <Menu
      label={t('notifications.label', { name, level: t(`notifications.short.${current}`) })}
      triggerClassName="button follow-levels__trigger"
      trigger={
        <>
          <span>{t(`notifications.short.${current}`)}</span>
          <ChevronDownIcon size={16} />
        </>
      }
      items={NOTIFICATION_LEVELS.map((option) => ({
        key: option,
        label: t(`notifications.levels.${option}`),
        checked: option === current,
        icon: option === current ? <CheckIcon size={16} /> : <span className="follow-levels__blank" />,
        onSelect: () => void choose(option),
      }))}
    />
  );
}
