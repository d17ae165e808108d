import type { AdminAnalyticsData } from '@domain/analytics';
import { CollectionsTab } from './CollectionsTab';
import { ContentTab, DietaryTab, EngagementTab, OverviewTab } from './ContentTabs';
import { AffinityTab, MonetizationTab, SearchTab } from './InsightTabs';

/** The asked tab's figures. */
export function SectionView({ data }: { data: AdminAnalyticsData }) {
  return <div className="an-section">{<Figures data={data} />}</div>;
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
