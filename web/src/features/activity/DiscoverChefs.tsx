import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecommendedChef } from '@domain/activity/types';
import { PersonCard } from '@/components/follow';
import { ActivityEmpty, ActivityFallback } from '@/components/activity/ActivityFeedList';
import { compactNumber } from '@/components/recipe-card/format';
import { STALE_TIMES } from '@/platform/query/client';
import { chefKeys, getDiscoverChefs } from './api';

/**
 * Discover Chefs (001 §2 "/activity", §9 "discovery chefs 12"): cooks the viewer does not follow yet, never
 * themselves, each with the reason it is suggested and a follow button; loading, empty and error states.
 */
export function DiscoverChefs({ viewer }: { viewer: string }) {
  const { t, i18n } = useTranslation('activity');
  const language = i18n.resolvedLanguage ?? 'en';
  const chefs = useQuery({
    queryKey: chefKeys.discover(viewer, language),
    queryFn: ({ signal }) => getDiscoverChefs(language, signal),
    staleTime: STALE_TIMES.followCounts,
  });
  const topCooks = (
    <p className="activity-page__more">
      <Link to="/top-cooks">{t('chefs.topCooksLink')}</Link>
    </p>
  );
  if (chefs.status !== 'success') {
    return <ActivityFallback query={chefs} list="chefs" />;
  }
  if (chefs.data.length === 0) {
    return (
      <>
        <ActivityEmpty list="chefs" />
        {topCooks}
      </>
    );
  }
  const reasonOf = (chef: RecommendedChef) =>
    t(`chefs.reasons.${chef.reason}`, {
      count: chef.reasonCount,
      formatted: compactNumber(chef.reasonCount, language),
    });
  return (
    <>
      <p className="activity-page__intro">{t('chefs.intro')}</p>
      <ul className="person-grid" data-testid="discover-chefs">
        {chefs.data.map((chef) => (
          <PersonCard key={chef.id} person={{ ...chef, displayName: chef.name }}>
            <p className="person-card__reason" data-testid="chef-reason">
              {reasonOf(chef)}
            </p>
          </PersonCard>
        ))}
      </ul>
      {topCooks}
    </>
  );
}
