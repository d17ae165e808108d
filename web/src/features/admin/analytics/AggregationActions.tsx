import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { analyticsApi } from './api';
import { adminKeys } from '../shared/queryKeys';

/** Initialize and recalculate the aggregations (002 §7: stats.recipesProcessed), then read the tabs again. */
export function AggregationActions() {
  const { t } = useTranslation('adminAnalytics');
  const client = useQueryClient();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const run = useMutation({
    mutationFn: (kind: 'initialize' | 'recalculate') =>
      kind === 'initialize' ? analyticsApi.initialize() : analyticsApi.recalculate(),
    onSuccess: async ({ stats }) => {
      setMessage({
        kind: 'success',
        id: Date.now(),
        text: t('aggregations.done', {
          recipes: stats.recipesProcessed,
          searches: stats.searchesImported,
        }),
      });
      await client.invalidateQueries({ queryKey: adminKeys.analytics });
    },
    onError: (error) =>
      setMessage({ kind: 'error', id: Date.now(), text: errorMessage(error, t('aggregations.failed')) }),
  });
  return (
    <>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <div className="admin-actions">
        {(['initialize', 'recalculate'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="admin-button"
            disabled={run.isPending}
            onClick={() => run.mutate(kind)}
          >
            {t(`aggregations.${kind}`)}
          </button>
        ))}
      </div>
    </>
  );
}
