import { useTranslation } from 'react-i18next';
import type { CleanupReport } from '@domain/cleanup';
import { TableScroll } from '../shared/TableScroll';

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
      <TableScroll label={report.dryRun ? t('report.analysisTitle') : t('report.cleanTitle')}>
        <table className="admin-table cleanup-report__table">
          <thead>
            <tr>
              <th scope="col">{t('report.type')}</th>
              <th scope="col">{t('report.risk')}</th>
              <th scope="col">{t('report.found')}</th>
              {report.dryRun ? null : <th scope="col">{t('report.cleaned')}</th>}
              <th scope="col">{t('report.examples')}</th>
            </tr>
          </thead>
          <tbody>
            {report.types.map((row) => (
              <tr key={row.type} data-testid={`cleanup-row-${row.type}`}>
                <th scope="row">
                  {t(`types.${row.type}.name`)}
                  {row.warning ? <p className="cleanup-warning">{t('report.ratingsWarning')}</p> : null}
                  {row.errors.length > 0 ? (
                    <details className="cleanup-errors">
                      <summary>{t('report.errors', { count: row.errors.length })}</summary>
                      <ul>
                        {row.errors.map((error) => (
                          <li key={error} dir="auto">
                            <code>{error}</code>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </th>
                <td>
                  <span className={`cleanup-risk cleanup-risk--${row.risk.toLowerCase()}`}>
                    {t(`risk.${row.risk}`)}
                  </span>
                </td>
                <td>{row.found}</td>
                {report.dryRun ? null : <td>{row.cleaned}</td>}
                <td>
                  {row.sample.length === 0 ? (
                    <span className="admin-muted">{t('report.none')}</span>
                  ) : (
                    <ul className="cleanup-sample">
                      {row.sample.map((id) => (
                        <li key={id} dir="ltr">
                          <code>{id}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
