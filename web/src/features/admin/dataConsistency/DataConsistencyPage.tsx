import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsistencyCollection, ConsistencyResult } from '@domain/consistency';
import { TabSet } from '@/components/TabSet';
import { errorMessage } from '@/platform/api';
import { MigrationPanel } from '../migrations/MigrationPanel';
import { Banner, type BannerMessage } from '../shared/Banner';
import { consistencyApi } from './api';
import { ReportView } from './ReportView';
import { AdminPage } from '../shared/AdminPage';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { RunProgressStatus } from '../shared/RunProgressStatus';
import './dataConsistency.css';

const TABS = ['check', 'fix', 'maintenance'] as const;
const CHECKS: readonly ConsistencyCollection[] = ['all', 'recipes', 'users', 'favorites', 'shares'];
const FIXES: readonly ConsistencyCollection[] = ['all', 'recipes', 'users', 'favorites'];

/** One button's work: what it calls, what it says on success and failure, whether it asks first (002 §5). */
interface Job {
  readonly key: string;
  readonly label: string;
  readonly confirm: boolean;
  readonly failure: string;
  readonly success?: (answer: { message?: string }) => string;
  readonly run: () => Promise<{ result: ConsistencyResult; message?: string }>;
}

/**
 * /admin/data-consistency (spec 002 §2, three tabs): Check, Fix and Maintenance over both stores, the report per
 * collection after every action; fixes and maintenance ask for confirmation first (002 §5).
 */
export default function DataConsistencyPage() {
  const { t } = useTranslation('adminData');
  const [result, setResult] = useState<ConsistencyResult | null>(null);
  const [pending, setPending] = useState<Job | null>(null);
  const [message, setMessage] = useState<BannerMessage | null>(null);

  const collectionLabel = (collection: ConsistencyCollection) => t(`consistency.collections.${collection}`);
  const checkJob = (collection: ConsistencyCollection): Job => ({
    key: `check-${collection}`,
    label: t('consistency.check', { collection: collectionLabel(collection) }),
    confirm: false,
    failure: t('consistency.errors.check'),
    run: () => consistencyApi.run('check', collection),
  });
  const fixJob = (collection: ConsistencyCollection): Job => ({
    key: `fix-${collection}`,
    label: t('consistency.fix', { collection: collectionLabel(collection) }),
    confirm: true,
    failure: t('consistency.errors.fix'),
    success: () => t('consistency.success.fix'),
    run: () => consistencyApi.run('fix', collection),
  });
  const maintenance: Job[] = [
    ...(['recalculate', 'clean'] as const).map((key): Job => ({
      key,
      label: t(`consistency.${key}`),
      confirm: true,
      failure: t(`consistency.errors.${key}`),
      success: () => t(`consistency.success.${key}`),
      run: () => consistencyApi.run(key),
    })),
    {
      key: 'cleanRecipes',
      label: t('consistency.cleanRecipes'),
      confirm: true,
      failure: t('consistency.errors.cleanRecipes'),
      success: (answer) => answer.message ?? t('consistency.success.clean'),
      run: () => consistencyApi.cleanOrphanedRecipes(),
    },
  ];

  const jobRun = useMutation({
    mutationFn: (job: Job) => job.run(),
    onMutate: () => setPending(null),
    onSuccess: (answer, job) => {
      setResult(answer.result);
      setMessage(job.success ? { kind: 'success', text: job.success(answer), id: Date.now() } : null);
    },
    onError: (error, job) => {
      const server = errorMessage(error, '');
      setMessage({ kind: 'error', text: server ? `${job.failure}: ${server}` : job.failure, id: Date.now() });
    },
  });
  /** The key of the job on its way, or null. */
  const running = jobRun.isPending ? jobRun.variables.key : null;
  const execute = (job: Job) => jobRun.mutate(job);

  const start = (job: Job) => (job.confirm ? setPending(job) : execute(job));
  const button = (job: Job) => (
    <button
      key={job.key}
      type="button"
      className="admin-button"
      disabled={running !== null}
      aria-busy={running === job.key}
      onClick={() => start(job)}
    >
      {running === job.key ? t('consistency.running') : job.label}
    </button>
  );

  return (
    <AdminPage title={t('consistency.title')} className="consistency-page">
      <p className="admin-muted">{t('consistency.intro')}</p>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <TabSet
        id="consistency"
        label={t('consistency.tabsLabel')}
        tabs={TABS}
        initial="check"
        tabLabel={(value) => t(`consistency.tabs.${value}`)}
      >
        {(tab) => (
          <>
            <div className="admin-actions">
              {tab === 'check'
                ? CHECKS.map((collection) => button(checkJob(collection)))
                : tab === 'fix'
                  ? FIXES.map((collection) => button(fixJob(collection)))
                  : maintenance.map(button)}
            </div>
            <p className="admin-muted">{t(`consistency.hints.${tab}`)}</p>
          </>
        )}
      </TabSet>
      {running ? <RunProgressStatus run="consistency" fallback={t('consistency.working')} /> : null}
      {result ? (
        <ReportView
          result={result}
          busy={running !== null}
          onFix={(collection) => start(fixJob(collection))}
        />
      ) : (
        <p className="admin-empty">{t('consistency.noReport')}</p>
      )}
      <MigrationPanel />
      {pending ? (
        <AdminConfirmDialog
          title={pending.label}
          confirmLabel={t('consistency.confirm')}
          busyLabel={t('consistency.running')}
          onConfirm={() => execute(pending)}
          onCancel={() => setPending(null)}
          body={t('consistency.confirmBody', { action: pending.label })}
        />
      ) : null}
    </AdminPage>
  );
}

export { DataConsistencyPage as Component };
