import { useTranslation } from 'react-i18next';
import type { CollectionReport, ConsistencyCollection, ConsistencyResult } from '@domain/consistency';

/** The screen's collection for a report's table: its Fix button fixes that collection (else everything). */
export function collectionOfTable(table: string): ConsistencyCollection {
  if (table === 'recipes' || table === 'favorites' || table === 'shares') return table;
  return table === 'profiles' ? 'users' : 'all';
}

/**
 * The report per collection (spec 002 §2 "Data consistency screen", §3): totals per store, what is missing on
 * each side, counter issues with both values, the first 10 ids of each, and a Fix button per collection.
 */
export function ReportView({
  result,
  busy,
  onFix,
}: {
  result: ConsistencyResult;
  busy: boolean;
  onFix: (collection: ConsistencyCollection) => void;
}) {
  const { t } = useTranslation('adminData');
  const tables = Object.keys(result).sort();
  return (
    <div className="admin-grid">
      {tables.map((table) => (
        <CollectionCard
          key={table}
          table={table}
          report={result[table] as CollectionReport}
          busy={busy}
          onFix={() => onFix(collectionOfTable(table))}
          label={t(`tables.${table}`, { defaultValue: table })}
        />
      ))}
    </div>
  );
}

function CollectionCard({
  table,
  report,
  busy,
  onFix,
  label,
}: {
  table: string;
  report: CollectionReport;
  busy: boolean;
  onFix: () => void;
  label: string;
}) {
  const { t } = useTranslation('adminData');
  const problems =
    report.missing_in_supabase +
    report.missing_in_firebase +
    report.version_mismatches +
    (report.counter_issues ?? 0);
  const headingId = `consistency-${table}`;
  const figures: [string, number][] = [
    [t('report.firebaseTotal'), report.firebase_total],
    [t('report.supabaseTotal'), report.supabase_total],
    [t('report.missingInSupabase'), report.missing_in_supabase],
    [t('report.missingInFirebase'), report.missing_in_firebase],
    [t('report.versionMismatches'), report.version_mismatches],
    ...(report.counter_issues === undefined
      ? []
      : ([[t('report.counterIssues'), report.counter_issues]] as [string, number][])),
    [t('report.difference'), report.difference],
  ];
  return (
    <section
      className={`admin-card consistency-card${problems > 0 ? ' consistency-card--problems' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="consistency-card__head">
        <h3 id={headingId} className="consistency-card__title">
          {label}
        </h3>
        <span className={`consistency-badge${problems > 0 ? ' consistency-badge--problems' : ''}`}>
          {problems > 0 ? t('report.problems', { count: problems }) : t('report.consistent')}
        </span>
      </div>
      <dl className="consistency-figures">
        {figures.map(([name, value]) => (
          <div key={name} className="consistency-figures__item">
            <dt>{name}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <IdList title={t('report.firstMissingInSupabase')} ids={report.details.missing_in_supabase} />
      <IdList title={t('report.firstMissingInFirebase')} ids={report.details.missing_in_firebase} />
      <IdList title={t('report.firstVersionMismatches')} ids={report.details.version_mismatches} />
      {report.details.counter_issues.length > 0 ? (
        <div className="consistency-issues">
          <h4>{t('report.firstCounterIssues')}</h4>
          <ul>
            {report.details.counter_issues.map((issue) => (
              <li key={issue.recipeId ?? issue.userId}>
                <strong>{issue.title || t('report.untitled')}</strong>{' '}
                <code dir="ltr">{issue.recipeId ?? issue.userId}</code>
                <ul>
                  {issue.issues.map((value) => (
                    <li key={value.field}>
                      {t('report.counterValues', {
                        field: value.field,
                        firebase: value.firebase,
                        supabase: value.supabase,
                        expected: value.expected,
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problems > 0 ? (
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onFix}>
          {t('report.fix', { collection: label })}
        </button>
      ) : null}
    </section>
  );
}

function IdList({ title, ids }: { title: string; ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <div className="consistency-ids">
      <h4>{title}</h4>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <code dir="ltr">{id}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
