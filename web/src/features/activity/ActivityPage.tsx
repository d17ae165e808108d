import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActivityFeedList } from '@/components/activity/ActivityFeedList';
import { PageLoading } from '@/components/PageLoading';
import { TabSet } from '@/components/TabSet';
import { usePageTitle } from '@/components/usePageTitle';
import { useSession } from '@/platform/session';
import { DiscoverChefs } from './DiscoverChefs';
import './activity-page.css';

const TABS = ['feed', 'chefs'] as const;
type Tab = (typeof TABS)[number];

/**
 * /activity (001 §2): the Activity Feed (new, trending and popular recipes of followed cooks; docs/decisions/0014)
 * and Discover Chefs. `?tab=chefs` opens the second tab, so the feed's empty state can point there.
 */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [tab, setTabState] = useState<Tab>(params.get('tab') === 'chefs' ? 'chefs' : 'feed');
  usePageTitle(t('title'));
  if (session.status !== 'signedIn') return <PageLoading label={t('loading')} />;
  const uid = session.user.uid;
  const setTab = (next: Tab) => {
    setTabState(next);
    setParams(next === 'chefs' ? { tab: 'chefs' } : {}, { replace: true });
  };

  return (
    <section className="page-stack activity-page" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('title')}</h1>
      <TabSet label={t('title')} tabs={TABS} value={tab} onChange={setTab} tabLabel={(v) => t(`tabs.${v}`)}>
        {tab === 'feed' ? (
          <ActivityFeedList viewer={uid} onFindChefs={() => setTab('chefs')} />
        ) : (
          <DiscoverChefs viewer={uid} />
        )}
      </TabSet>
    </section>
  );
}

export { ActivityPage as Component };
