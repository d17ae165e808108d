import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy';
import { apiCall, errorMessage } from '@/platform/api';
import { Banner } from '../shared/Banner';
import { useTimedMessage } from '../settings/useTimedMessage';
import { adminKeys } from '../shared/queryKeys';

/** 002 §4 "Settings messages": 5 s for the trending initialization, 3 s for the rest. */
const TRENDING_MESSAGE_MS = 5000;
const MESSAGE_MS = 3000;

/**
 * The jobs behind /admin/trending-users, on demand (002 §7): rebuild every trend period
 * (POST /api/admin/initialize-trending) and recalculate the top-50 most followed (POST /api/cron/recalculate-top-followed).
 */
export function TrendJobButtons() {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const trendingMessage = useTimedMessage(TRENDING_MESSAGE_MS);
  const topMessage = useTimedMessage(MESSAGE_MS);
  const trending = useMutation({
    mutationFn: () => apiCall('POST /api/admin/initialize-trending', { body: {} }),
    onSuccess: ({ stats }) => {
      trendingMessage.show(
        'success',
        t('trending.jobs.trendingDone', { weekly: stats.weeklyPeriods, monthly: stats.monthlyPeriods }),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.trendingUsers });
    },
    onError: (error) => trendingMessage.show('error', errorMessage(error, t('trending.jobs.trendingFailed'))),
  });
  const topFollowed = useMutation({
    mutationFn: () => apiCall('POST /api/cron/recalculate-top-followed', { body: {} }),
    onSuccess: ({ stats }) =>
      topMessage.show(
        'success',
        stats.topUser
          ? t('trending.jobs.topFollowedDone', {
              count: stats.totalUsers,
              followers: stats.topUser.followerCount,
            })
          : t('trending.jobs.topFollowedEmpty'),
      ),
    onError: (error) => topMessage.show('error', errorMessage(error, t('trending.jobs.topFollowedFailed'))),
  });
  return (
    <div className="admin-card">
      <Banner message={trendingMessage.message} onDismiss={trendingMessage.clear} />
      <Banner message={topMessage.message} onDismiss={topMessage.clear} />
      <div className="admin-actions">
        {[
          { job: trending, label: t('trending.jobs.rebuildTrending') },
          { job: topFollowed, label: t('trending.jobs.recalculateTopFollowed') },
        ].map(({ job, label }) => (
          <BusyButton
            key={label}
            className="admin-button"
            busy={job.isPending}
            label={label}
            busyLabel={t('trending.jobs.working')}
            onClick={() => job.mutate()}
          />
        ))}
      </div>
    </div>
  );
}
