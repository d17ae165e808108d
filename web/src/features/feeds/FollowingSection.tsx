import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeSectionProps } from './FeedGrid';
import { ListSection } from './ListSection';
import { followingQuery, HOME_GRID_SIZE } from './queries';

/**
 * Home's "from cooks you follow" grid (000 §2, 001 §2 "grid of recipes from followed cooks (signed in only)";
 * get-following-recipes): its own lazy chunk (features/feeds/HomeFeeds.tsx), hidden when the viewer follows nobody
 * or their cooks have no recipe yet. `activity` texts.
 */
export default function FollowingSection({ request, ...look }: HomeSectionProps) {
  const { t } = useTranslation('activity');
  const following = useQuery(followingQuery(request, HOME_GRID_SIZE));
  return (
    <ListSection
      id="following"
      title={t('home.title')}
      query={following}
      more={<Link to="/activity">{t('home.seeAll')}</Link>}
      categoryName={look.categoryName}
      defaultImage={following.data?.defaultImage ?? look.defaultImage}
    />
  );
}
