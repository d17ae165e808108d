/**
 * The household a caller's plan and shopping list belong to (decision 0064), for every group that writes them
 * (household, plan, shopping): found by a memberIds query (someone else's household wins over one's own), and the
 * mirrored change that creates it or moves its version, the per-household lock of every plan and list write.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  HOUSEHOLDS_COLLECTION,
  activeHouseholdId,
  householdOfOne,
  type Membership,
} from '../domain/household';
import { strings } from './mirror/rowValues';
import { versionedDoc, withoutVersion } from './mirror/deps';
import { householdMapping } from './mirror/mappings';
import type { MirroredChange, VersionedDoc } from './mirror/types';

export const householdPath = (id: string) => `${HOUSEHOLDS_COLLECTION}/${id}`;

/** A household as read: its id (its owner), its document (null: a household of one not stored yet). */
export interface ReadHousehold {
  readonly id: string;
  readonly doc: VersionedDoc | null;
  readonly membership: Membership;
}

export function membershipOf(id: string, doc: Record<string, unknown> | null): Membership {
  if (!doc) return householdOfOne(id);
  return { ownerId: id, memberIds: strings(doc.memberIds), invitedIds: strings(doc.invitedIds) };
}

export async function readHousehold(db: Firestore, id: string): Promise<ReadHousehold> {
  const snap = await db.doc(householdPath(id)).get();
  const doc = snap.exists ? versionedDoc(snap) : null;
  return { id, doc, membership: membershipOf(id, doc) };
}

/** The household `uid` is in now: someone else's they joined, else their own (maybe not stored yet). */
export async function activeHousehold(db: Firestore, uid: string): Promise<ReadHousehold> {
  const found = await db.collection(HOUSEHOLDS_COLLECTION).where('memberIds', 'array-contains', uid).get();
  const id = activeHouseholdId(
    uid,
    found.docs.map((doc) => ({ id: doc.id, ownerId: doc.id })),
  );
  const snap = found.docs.find((doc) => doc.id === id);
  const doc = snap ? versionedDoc(snap) : null;
  return { id, doc, membership: membershipOf(id, doc) };
}

/**
 * The household document changed by `patch` (member lists, aisle moves, staples), created when it is not stored
 * yet; with no patch, unchanged but for its version: the lock that orders a household's plan and list writes.
 */
export function householdChange(
  household: ReadHousehold,
  now: string,
  patch: Record<string, unknown> = {},
): MirroredChange {
  const base = household.doc
    ? withoutVersion(household.doc)
    : { ...householdOfOne(household.id), aisleMoves: {}, staples: {}, createdAt: now };
  return {
    mapping: householdMapping,
    id: household.id,
    before: household.doc,
    after: { ...base, ...patch, updatedAt: now },
  };
}
