import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityItem } from '@domain/activity/types';
import { QueryFallback } from '@/components/QueryFallback';
import { RelativeTime } from '@/components/RelativeTime';
import { compactNumber } from '@/components/recipe-card/format';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { channelPath } from '@/platform/paths';
import { STALE_TIMES } from '@/platform/query/client';
import { activityKeys, getActivityFeed } from './api';
import './activity.css';

const ICONS: Record<ActivityItem['type'], string> = {
  new_recipe: '🆕',
  trending_recipe: '🔥',
  popular_recipe: '⭐',
};

/**
 * The activity feed (001 §2 "/activity" and the Activity tab of /notifications): new, trending and popular recipes
 * of the cooks the viewer follows, newest first; loading, empty (with the way to Discover Chefs) and error (retry)
 * states. `activity` texts.
 */
export function ActivityFeedList({ viewer, onFindChefs }: { viewer: string; onFindChefs?: () => void }) {
  const { t, i18n } = useTranslation('activity');
  const language = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const feed = useQuery({
    queryKey: activityKeys.feed(viewer, language),
    queryFn: ({ signal }) => getActivityFeed(language, signal),
    staleTime: STALE_TIMES.default,
  });
  if (feed.status !== 'success') {
    return <ActivityFallback query={feed} list="feed" />;
  }
  if (feed.data.items.length === 0) {
    return (
      <ActivityEmpty list="feed">
        {onFindChefs ? (
          <button type="button" className="button button--primary" onClick={onFindChefs}>
            {t('feed.findChefs')}
          </button>
        ) : (
          <Link to="/activity" className="button button--primary">
            {t('feed.findChefs')}
          </Link>
        )}
      </ActivityEmpty>
    );
  }
  return (
    <ul className="activity-list" data-testid="activity-feed">
      {feed.data.items.map((item) => (
        <ActivityEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}

function ActivityEntry({ item }: { item: ActivityItem }) {
  const { t, i18n } = useTranslation('activity');
  const category = useCategoryLookup()(item.recipe.category);
  const language = i18n.resolvedLanguage ?? 'en';
  const name = item.user.name.trim() || item.user.username || t('feed.someone');
  return (
    <li className="card activity-item" data-testid="activity-item" data-type={item.type}>
      <span className="activity-item__icon" aria-hidden="true">
        {ICONS[item.type]}
      </span>
      <div className="activity-item__body">
        <p className="activity-item__what">
          <Link to={channelPath({ uid: item.user.id, username: item.user.username, displayName: name })}>
            <bdi>{t(`feed.types.${item.type}`, { name })}</bdi>
          </Link>
        </p>
        <Link to={`/recipe/${encodeURIComponent(item.recipe.id)}`} className="activity-item__recipe">
          <bdi>{item.recipe.title}</bdi>
        </Link>
        <p className="activity-item__meta">
          {category ? (
            <span>
              {category.emoji} {category.name}
            </span>
          ) : null}
          <span>
            {t('feed.views', {
              count: item.recipe.views,
              formatted: compactNumber(item.recipe.views, language),
            })}
          </span>
          {item.recipe.rating > 0 ? <span>{t('feed.rating', { rating: item.recipe.rating })}</span> : null}
          <RelativeTime value={item.timestamp} />
        </p>
      </div>
      {item.recipe.image ? (
        <img
          className="activity-item__image"
          src={item.recipe.image}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </li>
  );
}

/** The two lists of /activity (this feed and features/activity's Discover Chefs), each with its texts under its own key of `activity` (feed.*, chefs.*). */
type ActivityList = 'feed' | 'chefs';

/** A list's spinner while it loads, else its failure with a retry (render while `query.status !== 'success'`). */
export function ActivityFallback({
  query,
  list,
}: {
  query: Pick<UseQueryResult, 'status' | 'refetch'>;
  list: ActivityList;
}) {
  const { t } = useTranslation('activity');
  return (
    <QueryFallback
      query={query}
      loading={t('loading')}
      errorTitle={t(`${list}.errorTitle`)}
      error={t(`${list}.error`)}
    />
  );
}

/** A list's empty state: its title, its text and, in `children`, the way on from there. */
export function ActivityEmpty({ list, children }: { list: ActivityList; children?: ReactNode }) {
  const { t } = useTranslation('activity');
  return (
    <div className="card empty-state" data-testid={list === 'feed' ? 'activity-empty' : 'chefs-empty'}>
      <h2>{t(`${list}.emptyTitle`)}</h2>
      <p>{t(`${list}.empty`)}</p>
      {children}
    </div>
  );
}
