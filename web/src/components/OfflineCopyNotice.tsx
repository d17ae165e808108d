import { useTranslation } from 'react-i18next';
import { isDeviceCopy } from '@/platform/deviceCopy';

/** Says that the screen shows what was kept on this device, when its answer came from there (decision 0070). */
export function OfflineCopyNotice({ data }: { data: unknown }) {
  // the namespace is on demand: its chunk is among the app's files the service worker keeps
  const { t, ready } = useTranslation('pwa');
  if (!ready || !isDeviceCopy(data)) return null;
  return (
    <p className="notice notice--warning" role="status" data-testid="offline-copy">
      {t('offline.copy')}
    </p>
  );
}
