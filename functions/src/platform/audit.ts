/**
 * Writing and reading the admin audit log (domain/admin/audit.ts). An entry is written after the action succeeded;
 * a failure to write it is logged as an error and never undoes or fails the action the admin already saw happen.
 */
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ADMIN_AUDIT_COLLECTION,
  AUDIT_NAMED_TARGETS,
  auditNameOf,
  changedFields,
  isAuditNamedType,
  type AuditEntry,
} from '../domain/admin';
import type { CallableContract, ContractAnswer, ContractParsed } from '../domain/contracts';
import type { Caller } from './auth';
import type { CallableHandler } from './callable';
import { db } from './firebase';
import { storedWithId } from './storedAs';

export interface AuditRecord {
  action: string;
  target?: { type: string; id: string } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acted: a signed-in caller, or the demo seed acting as the demo admin. */
export type AuditActor = Pick<Caller, 'uid'> & { token: { email?: unknown } };

export async function recordAdminAction(
  db: Firestore,
  caller: AuditActor,
  record: AuditRecord,
): Promise<void> {
  const diff = changedFields(record.before ?? null, record.after ?? null);
  const entry: Omit<AuditEntry, 'id'> = {
    actorId: caller.uid,
    actorEmail: typeof caller.token.email === 'string' ? caller.token.email : null,
    action: record.action,
    target: record.target ?? null,
    // JSON round trip: Firestore refuses undefined values and class instances
    before: diff.before ? (JSON.parse(JSON.stringify(diff.before)) as Record<string, unknown>) : null,
    after: diff.after ? (JSON.parse(JSON.stringify(diff.after)) as Record<string, unknown>) : null,
    at: new Date().toISOString(),
  };
  try {
    await db.collection(ADMIN_AUDIT_COLLECTION).add(entry);
  } catch (error) {
    logger.error('Admin audit entry not written', { entry, error: String(error) });
  }
}

/** What an admin change answers the call, and what its audit entry records (target, before and after). */
export interface AuditedChange<Answer> extends Omit<AuditRecord, 'action'> {
  answer: Answer;
}

/** An admin callable that changes something: `change` runs the service, then the entry is written under the call's name. */
export function auditedCallable<C extends CallableContract>(
  contract: C,
  change: (input: ContractParsed<C>, admin: Caller) => Promise<AuditedChange<ContractAnswer<C>>>,
): CallableHandler<C> {
  return async (input, { admin }) => {
    const { answer, ...record } = await change(input, admin);
    await recordAdminAction(db(), admin, { action: contract.name, ...record });
    return answer;
  };
}

/** A page (from 1) of `limit` entries, newest first, and whether an older page follows. */
export async function readAuditLog(
  db: Firestore,
  limit: number,
  page = 1,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const snapshot = await db
    .collection(ADMIN_AUDIT_COLLECTION)
    .withConverter(storedWithId<AuditEntry>())
    .orderBy('at', 'desc')
    .offset((page - 1) * limit)
    .limit(limit + 1)
    .get();
  const entries = snapshot.docs.map((doc) => doc.data());
  return { entries: await withNames(db, entries.slice(0, limit)), hasMore: entries.length > limit };
}

/** The page's actors and targets named (one batched read of the documents they point at), ids kept. */
async function withNames(db: Firestore, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const paths = new Set<string>();
  for (const entry of entries) {
    paths.add(`${AUDIT_NAMED_TARGETS.user}/${entry.actorId}`);
    const target = entry.target;
    if (target && isAuditNamedType(target.type) && /^[^/]+$/.test(target.id))
      paths.add(`${AUDIT_NAMED_TARGETS[target.type]}/${target.id}`);
  }
  const refs = [...paths].map((path) => db.doc(path));
  const docs = refs.length > 0 ? await db.getAll(...refs) : [];
  const data = new Map(docs.map((doc) => [doc.ref.path, doc.exists ? doc.data() : undefined]));
  return entries.map((entry) => {
    const target = entry.target;
    return {
      ...entry,
      actorName: auditNameOf('user', data.get(`${AUDIT_NAMED_TARGETS.user}/${entry.actorId}`)),
      target:
        target && isAuditNamedType(target.type)
          ? {
              ...target,
              name: auditNameOf(
                target.type,
                data.get(`${AUDIT_NAMED_TARGETS[target.type]}/${target.id}`),
                entry.before ?? entry.after,
              ),
            }
          : target,
    };
  });
}
