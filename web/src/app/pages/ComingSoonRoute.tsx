import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';
import { PageLoading } from '@/components/PageLoading';

/** Route handle naming which later screen a placeholder route stands for (key under comingSoon.pages). */
export interface ComingSoonHandle {
  comingSoon: string;
}

function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as ComingSoonHandle).comingSoon === 'string'
  );
}

/** The placeholder for routes later issues build: "{screen} is coming soon", from the route's handle. */
export function Component() {
  const { t, ready } = useTranslation(['comingSoon', 'common']);
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isComingSoonHandle);
  const page = handle?.comingSoon ?? 'generic';
  if (!ready) return <PageLoading />;
  return (
    <ComingSoon
      title={t(`comingSoon:pages.${page}.title`)}
      description={t(`comingSoon:pages.${page}.text`)}
    />
  );
}
