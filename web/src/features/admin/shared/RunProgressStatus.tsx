import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProgressRun } from '@domain/consistency';
import { apiCall } from '@/platform/api';
import { adminKeys } from './queryKeys';

/** How often the screen asks while a run is on its way (the server records at most once a second). */
const POLL_MS = 1000;

/**
 * While a consistency check or a cleanup runs (issue 30 §2, decision 0075): how far it is, as the run records it
 * ("Checked 12,000 of 100,000 recipes"), asked every second; `fallback` until the run's first page is recorded.
 */
export function RunProgressStatus({ run, fallback }: { run: ProgressRun; fallback: string }) {
  const { t, i18n } = useTranslation('adminData');
  const answer = useQuery({
    queryKey: adminKeys.progressOf(run),
    queryFn: ({ signal }) => apiCall('POST /api/admin/progress', { body: { run }, signal }),
    refetchInterval: POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const progress = answer.data?.progress;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const text =
    progress?.status === 'running'
      ? t(`progress.${progress.pass}`, {
          done: number(progress.done),
          total: number(progress.total),
          // the tables' names are headings ("Recipes"); within a sentence they are common nouns
          entity: t(`tables.${progress.entity}`, { defaultValue: progress.entity }).toLocaleLowerCase(
            i18n.language,
          ),
        }) +
        ' ' +
        t('progress.scanned', { count: progress.scanned, scanned: number(progress.scanned) })
      : fallback;
  return (
    <p role="status" className="admin-muted">
      {text}
    </p>
  );
}
