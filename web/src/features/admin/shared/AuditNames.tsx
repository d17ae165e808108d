import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@domain/admin';

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
