import { useQueries } from '@tanstack/react-query';
import { PAGING } from '@domain/constants/social';
import { apiCall } from '@/platform/api';
import { STALE_TIMES } from '@/platform/query';

/**
 * The cards' share counts (spec 001 §7 get-share-counts, §9 "share-count batch 50, cache 300000 ms"): the shown
 * recipes' ids in batches of 50, each batch cached for 5 minutes. Not part of the cards' barrel (index.ts), so a
 * screen that does not ask for counts does not carry TanStack Query's hooks for it.
 */
async function getShareCounts(ids: string[], signal: AbortSignal): Promise<Record<string, number>> {
  const answer = await apiCall('GET /api/supabase/get-share-counts', {
    query: { ids: ids.join(',') },
    signal,
    auth: false,
  });
  return answer?.counts && typeof answer.counts === 'object' ? answer.counts : {};
}

function batchesOf(ids: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += PAGING.shareCountBatch) {
    batches.push(ids.slice(start, start + PAGING.shareCountBatch));
  }
  return batches;
}

/** Each recipe's count once its batch answered; a failed batch leaves its cards with the count they came with. */
export function useShareCounts(ids: readonly string[]): Record<string, number> {
  return useQueries({
    queries: batchesOf([...new Set(ids)]).map((batch) => ({
      queryKey: ['share-counts', batch] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getShareCounts(batch, signal),
      staleTime: STALE_TIMES.shareCounts,
      retry: false,
    })),
    combine: (results) =>
      Object.assign({}, ...results.map((result) => result.data ?? {})) as Record<string, number>,
  });
}
