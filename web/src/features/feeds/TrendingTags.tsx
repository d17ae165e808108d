import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trendingTagsQuery } from './queries';

/**
 * Trending tags on home (001 §9: 12, used in the last 7 days, in the content language); each opens the search for
 * it (000 §2). The row keeps its height while loading; a failure or an empty list shows nothing (the page goes on).
 */
export function TrendingTags({ language }: { language: string }) {
  const { t } = useTranslation('feeds');
  const { data, status } = useQuery(trendingTagsQuery(language));
  if (status === 'error' || (status === 'success' && data.length === 0)) return null;
  return (
    <section
      className="feed-tags"
      aria-labelledby="feed-tags-title"
      aria-busy={status === 'pending' || undefined}
    >
      <h2 id="feed-tags-title" className="feed-section__title feed-tags__title">
        {t('tags.title')}
      </h2>
      <ul className="feed-tags__list" data-testid="trending-tags">
        {(data ?? []).map((tag) => (
          <li key={tag.firebase_id}>
            <Link className="pill feed-tags__tag" to={`/search?q=${encodeURIComponent(tag.tag)}`} dir="auto">
              #{tag.display_name || tag.tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
