import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MigrationProgress } from '@domain/contracts/backoffice';
import { apiCall, errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';

const KINDS = ['full', 'recipes', 'missing'] as const;
type Kind = (typeof KINDS)[number];
const PATHS = {
  full: 'POST /api/migrate-to-supabase',
  recipes: 'POST /api/re-migrate-recipes',
  missing: 'POST /api/migrate-missing-collections',
} as const;
/** Pages per call: the panel's progress steps (each call also stops at the server's time budget). */
const STEP = { batchSize: 100, pages: 5 } as const;

interface Totals {
  read: number;
  migrated: number;
  skipped: number;
  errors: string[];
}

/**
 * The migration panel (spec 002 §2, §7 "Migrations"): rebuild the mirror from Firestore, whole, the recipes only,
 * or the missing collections. Each run calls its endpoint again with the cursor it answered until done, showing
 * the progress and the running totals; a run is safe to repeat.
 */
export function MigrationPanel() {
  const { t } = useTranslation('adminData');
  const [pending, setPending] = useState<Kind | null>(null);
  const [progress, setProgress] = useState(0);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [message, setMessage] = useState<BannerMessage | null>(null);

  /** Calls the kind's endpoint with the cursor it answered until it is done, the totals and progress shown. */
  async function migrate(kind: Kind) {
    setPending(null);
    setProgress(0);
    const sum: Totals = { read: 0, migrated: 0, skipped: 0, errors: [] };
    setTotals(sum);
    const started = Date.now();
    let cursor: string | null = null;
    for (;;) {
      const body: { batchSize: number; pages: number; cursor?: string } = {
        ...STEP,
        ...(cursor ? { cursor } : {}),
      };
      const answer: MigrationProgress = await apiCall(PATHS[kind], { body });
      for (const tally of Object.values(answer.tables)) {
        sum.read += tally.read;
        sum.migrated += tally.migrated;
        sum.skipped += tally.skipped;
        sum.errors.push(...tally.errors);
      }
      setTotals({ ...sum, errors: [...sum.errors] });
      setProgress(answer.progress);
      if (answer.done) break;
      cursor = answer.cursor;
    }
    return { sum, seconds: Math.round((Date.now() - started) / 100) / 10 };
  }
  const migration = useMutation({
    mutationFn: migrate,
    onSuccess: ({ sum, seconds }) =>
      setMessage({
        kind: 'success',
        text: t('migrations.done', { migrated: sum.migrated, skipped: sum.skipped, seconds }),
        id: Date.now(),
      }),
    onError: (error, kind) =>
      setMessage({
        kind: 'error',
        text: errorMessage(error, t(`migrations.failed.${kind}`)),
        id: Date.now(),
      }),
  });
  const running = migration.isPending ? migration.variables : null;

  return (
    <section className="admin-card migration-panel" aria-labelledby="migration-title">
      <h2 id="migration-title">{t('migrations.title')}</h2>
      <p className="admin-muted">{t('migrations.intro')}</p>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <div className="admin-actions">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="admin-button"
            disabled={running !== null}
            onClick={() => setPending(kind)}
          >
            {t(`migrations.run.${kind}`)}
          </button>
        ))}
      </div>
      {totals ? (
        <div className="migration-progress">
          <label>
            {running ? t(`migrations.running.${running}`) : t('migrations.finished')}{' '}
            <progress max={100} value={progress}>
              {progress}%
            </progress>{' '}
            {progress}%
          </label>
          <p role="status">
            {t('migrations.totals', {
              read: totals.read,
              migrated: totals.migrated,
              skipped: totals.skipped,
              errors: totals.errors.length,
            })}
          </p>
          {totals.errors.length > 0 ? (
            <ul className="migration-errors">
              {totals.errors.slice(0, 10).map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {pending ? (
        <AdminConfirmDialog
          title={t(`migrations.run.${pending}`)}
          confirmLabel={t('consistency.confirm')}
          busyLabel={t('consistency.running')}
          busy={false}
          onConfirm={() => migration.mutate(pending)}
          onCancel={() => setPending(null)}
          body={t('migrations.confirmBody')}
        />
      ) : null}
    </section>
  );
}
