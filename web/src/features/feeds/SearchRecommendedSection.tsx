import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { TitledSection } from '@/components/TitledSection';
import { FeedGrid } from './FeedGrid';
import { HOME_GRID_SIZE, recommendedQuery } from './queries';
import { useFeedRequest } from './useFeedRequest';
import './feeds.css';

/** ours: one row under the results. */
const SHOWN = 4;

/**
 * The search page's recommended section (001 §2 "Sections: channels, top results, recommended, trending"; §9 the
 * result mix), in the page's recommended slot: the signed-in viewer's recommendations from their category affinity
 * (GET /api/user/my-recommendations), one row. Nothing for a guest, for a viewer without affinity yet (the popular
 * fallback is the trending section's part here), or while it loads or fails: the results above come first.
 */
export function SearchRecommendedSection() {
  const { t } = useTranslation('feeds');
  const request = useFeedRequest();
  const categoryName = useCategoryLookup();
  const query = useQuery({ ...recommendedQuery(request, HOME_GRID_SIZE), enabled: request.viewer !== '' });
  if (query.status !== 'success' || !query.data.affinityUsed || query.data.recipes.length === 0) return null;
  return (
    <TitledSection
      className="search-page__section feeds"
      titleId="search-recommended-title"
      title={t('searchRecommended')}
      data-testid="search-recommended"
    >
      <FeedGrid
        recipes={query.data.recipes.slice(0, SHOWN)}
        categoryName={categoryName}
        defaultImage={query.data.defaultImage}
      />
    </TitledSection>
  );
}
