import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@domain/admin';
import { errorMessage } from '@/platform/api';
import { backOfficeApi, BACK_OFFICE_KEYS } from './api';
import { TableScroll } from '../shared/TableScroll';
import { auditColumns } from '../shared/AuditNames';
import { DataTable } from '../shared/DataTable';

const describe = (values: Record<string, unknown> | null): string =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ')
    : '';

/** The latest admin actions (beyond the spec: who did what, when, and what changed). */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation('backOffice');
  const log = useQuery({ queryKey: BACK_OFFICE_KEYS.audit, queryFn: () => backOfficeApi.auditLog(20) });

  return (
    <section className="admin-card bo-audit" aria-labelledby="bo-audit-title">
      <h2 id="bo-audit-title" className="bo-heading">
        {t('audit.title')}
      </h2>
      {log.isPending ? (
        <p className="admin-muted">{t('common.loading')}</p>
      ) : log.isError ? (
        <p role="alert">{errorMessage(log.error, t('audit.loadError'))}</p>
      ) : log.data.entries.length === 0 ? (
        <p className="admin-muted">{t('audit.empty')}</p>
      ) : (
        <TableScroll label={t('audit.title')}>
          <DataTable<AuditEntry>
            className="admin-table"
            rows={log.data.entries}
            rowKey={(entry) => entry.id}
            columns={auditColumns(
              {
                when: t('audit.when'),
                who: t('audit.who'),
                what: t('audit.action'),
                change: t('audit.change'),
              },
              i18n.language,
              (entry) => (
                <>
                  {entry.before ? <span>{t('audit.before', { values: describe(entry.before) })}</span> : null}
                  {entry.after ? <span>{t('audit.after', { values: describe(entry.after) })}</span> : null}
                </>
              ),
            )}
          />
        </TableScroll>
      )}
    </section>
  );
}
