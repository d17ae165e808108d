import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActivityFeedList } from '@/components/activity/ActivityFeedList';
import { SignedInPage } from '@/components/SignedInPage';
import { TabSet } from '@/components/TabSet';
import { DiscoverChefs } from './DiscoverChefs';
import './activity-page.css';

const TABS = ['feed', 'chefs'] as const;

/**
 * /activity (001 §2): the Activity Feed (new, trending and popular recipes of followed cooks; docs/decisions/0014)
 * and Discover Chefs. `?tab=chefs` opens the second tab, so the feed's empty state can point there.
 */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  return (
    <SignedInPage id="activity" className="activity-page" title={t('title')} loading={t('loading')}>
      {(uid) => (
        <TabSet
          label={t('title')}
          tabs={TABS}
          initial={params.get('tab') === 'chefs' ? 'chefs' : 'feed'}
          onChange={(tab) => setParams(tab === 'chefs' ? { tab: 'chefs' } : {}, { replace: true })}
          tabLabel={(v) => t(`tabs.${v}`)}
        >
          {(tab, select) =>
            tab === 'feed' ? (
              <ActivityFeedList viewer={uid} onFindChefs={() => select('chefs')} />
            ) : (
              <DiscoverChefs viewer={uid} />
            )
          }
        </TabSet>
      )}
    </SignedInPage>
  );
}

export { ActivityPage as Component };
