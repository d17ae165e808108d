import { useTranslation } from 'react-i18next';
import type { CleanupReport } from '@domain/cleanup';
import { CodeList } from '../shared/CodeList';
import { AdminTable } from '../shared/PagedList';
import { RiskPill } from './RiskPill';

/** A run's report: per type what was found and cleaned, the first ids, the warnings and per-item failures. */
export function CleanupReportView({ report }: { report: CleanupReport }) {
  const { t } = useTranslation('adminCleanup');
  return (
    <section className="admin-card cleanup-report" aria-labelledby="cleanup-report-title">
      <h2 id="cleanup-report-title" className="bo-heading">
        {report.dryRun ? t('report.analysisTitle') : t('report.cleanTitle')}
      </h2>
      <p className="admin-muted">
        {report.dryRun
          ? t('report.analysisSummary', { count: report.totalFound })
          : t('report.cleanSummary', {
              cleaned: report.totalCleaned,
              count: report.totalFound,
              batches: report.batches,
              size: report.batchSize,
            })}
      </p>
      <AdminTable
        caption={report.dryRun ? t('report.analysisTitle') : t('report.cleanTitle')}
        inCard
        className="cleanup-report__table"
        rows={report.types}
        rowKey={(row) => row.type}
        rowTestId={(row) => `cleanup-row-${row.type}`}
        columns={[
          {
            head: t('report.type'),
            rowHeader: true,
            cell: (row) => (
              <>
                {t(`types.${row.type}.name`)}
                {row.warning ? <p className="cleanup-warning">{t('report.ratingsWarning')}</p> : null}
                {row.errors.length > 0 ? (
                  <details className="cleanup-errors">
                    <summary>{t('report.errors', { count: row.errors.length })}</summary>
                    <CodeList items={row.errors} dir="auto" />
                  </details>
                ) : null}
              </>
            ),
          },
          {
            head: t('report.risk'),
            cell: (row) => <RiskPill risk={row.risk} />,
          },
          { head: t('report.found'), cell: (row) => row.found },
          !report.dryRun && { head: t('report.cleaned'), cell: (row) => row.cleaned },
          {
            head: t('report.examples'),
            cell: (row) =>
              row.sample.length === 0 ? (
                <span className="admin-muted">{t('report.none')}</span>
              ) : (
                <CodeList items={row.sample} dir="ltr" className="cleanup-sample" />
              ),
          },
        ]}
      />
    </section>
  );
}
