import { useTranslation } from 'react-i18next';
import type { AdminAnalyticsData } from '@domain/analytics';
import { CollectionsTab } from './CollectionsTab';
import { freshness } from './format';
import { ContentTab, DietaryTab, EngagementTab, OverviewTab } from './ContentTabs';
import { AffinityTab, MonetizationTab, SearchTab } from './InsightTabs';

/** The asked tab's figures, and when they were computed. */
export function SectionView({ data }: { data: AdminAnalyticsData }) {
  return (
    <div className="an-section">
      <AsOf asOf={data.asOf} />
      <Figures data={data} />
    </div>
  );
}

/** "As of 12:00" (the date too when not today): the figures are computed ahead (decision 0066). */
function AsOf({ asOf }: { asOf: string }) {
  const { t, i18n } = useTranslation('adminAnalytics');
  const { key, time, date } = freshness(asOf, new Date(), i18n.language);
  return (
    <p className="an-as-of" data-testid="analytics-as-of">
      <time dateTime={asOf}>{t(key, { time, date })}</time>
    </p>
  );
}

function Figures({ data }: { data: AdminAnalyticsData }) {
  switch (data.section) {
    case 'overview':
      return <OverviewTab figures={data.overview} />;
    case 'content':
      return <ContentTab figures={data.content} />;
    case 'dietary':
      return <DietaryTab figures={data.dietary} total={data.banner.totalRecipes} />;
    case 'engagement':
      return <EngagementTab figures={data.engagement} />;
    case 'monetization':
      return <MonetizationTab figures={data.monetization} />;
    case 'search':
      return <SearchTab figures={data.search} />;
    case 'affinity':
      return <AffinityTab figures={data.affinity} />;
    case 'collections':
      return <CollectionsTab figures={data.collections} />;
  }
}
