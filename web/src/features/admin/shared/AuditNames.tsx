import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@domain/admin';
import type { Column } from './DataTable';
import { dateTime } from './Pager';

/** Who acted: the admin's name, with their email and id kept below for searching and support. */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  const primary = entry.actorName ?? entry.actorEmail ?? entry.actorId;
  const ids = [entry.actorName ? entry.actorEmail : null, entry.actorId].filter(Boolean).join(' · ');
  return (
    <>
      <bdi data-testid="audit-actor">{primary}</bdi>
      {primary !== entry.actorId ? (
        <div className="admin-muted audit-id">
          <bdi>{ids}</bdi>
        </div>
      ) : null}
    </>
  );
}

/** What it acted on: the kind in the screen's language and the target's name, its id kept below. */
export function AuditTargetName({ target }: { target: NonNullable<AuditEntry['target']> }) {
  const { t } = useTranslation('backOffice');
  const kind = t(`audit.targetTypes.${target.type}`, { defaultValue: target.type });
  return (
    <div className="admin-muted" data-testid="audit-target">
      {kind} <bdi>{target.name ?? target.id}</bdi>
      {target.name ? (
        <div className="audit-id">
          <bdi>{target.id}</bdi>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The audit log's columns as every admin screen shows them: when (in `language`), who, what (the call and its
 * target), and the change, drawn by `change` (the log page lists the fields, the operations panel sums them up).
 */
export function auditColumns(
  heads: { when: string; who: string; what: string; change: string },
  language: string,
  change: (entry: AuditEntry) => ReactNode,
): Column<AuditEntry>[] {
  return [
    { head: heads.when, cell: (entry) => dateTime(entry.at, language) },
    { head: heads.who, cell: (entry) => <AuditActor entry={entry} /> },
    {
      head: heads.what,
      cell: (entry) => (
        <>
          <code>{entry.action}</code>
          {entry.target ? <AuditTargetName target={entry.target} /> : null}
        </>
      ),
    },
    { head: heads.change, className: 'bo-audit__change', cell: change },
  ];
}
