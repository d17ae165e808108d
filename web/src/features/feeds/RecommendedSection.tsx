import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeedError, FeedGrid, FeedSection, FeedSkeleton, type HomeSectionProps } from './FeedGrid';
import { HOME_GRID_SIZE, recommendedQuery } from './queries';
import './recommended.css';

/** ours: a group shows at most one row of four cards. */
const GROUP_CARDS = 4;

/**
 * Home's personal section (000 §2, 001 §2, §9; GET /api/user/my-recommendations): up to three "more of a category
 * for you" groups, each with its percentage match and a heart above 7, when the viewer's category affinity has them;
 * else the recommended recipes (from their affinity, or the best-rated recent ones for a new user). Its own lazy
 * chunk (HomeFeeds.tsx), fetched only for a signed-in viewer. `personal` texts.
 */
export default function RecommendedSection({ request, ...look }: HomeSectionProps) {
  const { t } = useTranslation('personal');
  const query = useQuery(recommendedQuery(request, HOME_GRID_SIZE));
  const card = { ...look, defaultImage: query.data?.defaultImage ?? look.defaultImage };
  const nameOf = (id: string) => look.categoryName?.(id)?.name ?? id;

  if (query.status === 'success' && query.data.groups.length > 0) {
    return (
      <>
        {query.data.groups.map((group) => (
          <FeedSection
            key={group.categoryId}
            id={`affinity-${group.categoryId}`}
            testId="feed-affinity-group"
            title={t('groups.title', { category: nameOf(group.categoryId) })}
            aside={
              <span className="badge badge--soft affinity-match" data-testid="affinity-match">
                {group.heart ? (
                  <span className="affinity-match__heart" role="img" aria-label={t('groups.favorite')}>
                    ❤️
                  </span>
                ) : null}
                {t('groups.match', { percentage: group.percentage })}
              </span>
            }
          >
            <FeedGrid recipes={group.recipes.slice(0, GROUP_CARDS)} {...card} />
          </FeedSection>
        ))}
      </>
    );
  }
  if (query.status === 'success' && query.data.recipes.length === 0) return null;
  const based = query.data?.basedOn.map((affinity) => nameOf(affinity.categoryId)) ?? [];
  return (
    <FeedSection
      id="recommended"
      title={t('recommended.title')}
      aside={
        query.status === 'success' ? (
          <p className="affinity-based-on">
            {query.data.affinityUsed && based.length > 0
              ? t('recommended.basedOn', { categories: based.slice(0, 3).join(', ') })
              : t('recommended.popular')}
          </p>
        ) : null
      }
    >
      {query.status === 'pending' ? (
        <FeedSkeleton count={HOME_GRID_SIZE} />
      ) : query.status === 'error' ? (
        <FeedError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <FeedGrid recipes={query.data.recipes} {...card} />
      )}
    </FeedSection>
  );
}
