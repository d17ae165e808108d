import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@domain/admin';
import { AdminTable, PagedResults, usePagedQuery } from '../shared/PagedList';
import { ADMIN_RECIPES_KEYS, auditApi } from '../recipes/api';
import { AdminPage } from '../shared/AdminPage';
import { auditColumns } from '../shared/AuditNames';
import '../operations/backOffice.css';
import '../recipes/adminRecipes.css';

const PAGE_SIZE = 25;

/** A stored value as one line: strings as they are, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Values({ label, values }: { label: string; values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return null;
  return (
    <div>
      <strong>{label}</strong>
      {/* field names are the stored ones: read left to right in every language, each value isolated */}
      <ul className="ar-audit__values" dir="ltr">
        {Object.entries(values).map(([key, value]) => (
          <li key={key}>
            <code>{key}</code>: <bdi>{shown(value)}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /admin/audit-log (decision 0018, beyond the spec): every admin action, newest first, paged: who, what (the call
 * and its target), when, and the fields before and after.
 */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('adminRecipes');
  // the log has no search box: only the page asks for more
  const log = usePagedQuery({
    queryKey: (_search, page) => ADMIN_RECIPES_KEYS.audit(page),
    queryFn: (_search, page) => auditApi.page(page, PAGE_SIZE),
    items: (data) => data.entries,
  });

  return (
    <AdminPage title={t('audit.title')}>
      <p className="admin-muted">{t('audit.intro')}</p>
      <PagedResults list={log} loadError={t('audit.loadError')} empty={t('audit.empty')}>
        {(entries) => (
          <AdminTable<AuditEntry>
            caption={t('audit.caption', { page: log.page })}
            className="ar-audit"
            rows={entries}
            rowKey={(entry) => entry.id}
            rowTestId={() => 'audit-entry'}
            columns={auditColumns(
              {
                when: t('audit.when'),
                who: t('audit.who'),
                what: t('audit.what'),
                change: t('audit.change'),
              },
              i18n.language,
              (entry) => (
                <>
                  <Values label={t('audit.before')} values={entry.before} />
                  <Values label={t('audit.after')} values={entry.after} />
                </>
              ),
            )}
          />
        )}
      </PagedResults>
    </AdminPage>
  );
}
