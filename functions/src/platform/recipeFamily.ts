/**
 * A recipe's family as the services read and write it (issue 34, decision 0073): the members' documents with their
 * versions, read together with what the write needs under the family's key (a rating, a favorite's metadata), and
 * the changes that give every member the family's fields. A recipe of its own costs no read more than before.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { familyKeyOf, languageVersionsOf } from '../domain/recipe/family';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { countOf } from './mirror/changes';
import { versionedDoc, withoutVersion } from './mirror/deps';
import { recipeMapping } from './mirror/mappings';
import type { MirroredChange, VersionedDoc } from './mirror/types';

export interface FamilyMember {
  readonly id: string;
  readonly doc: VersionedDoc;
}

export interface RecipeFamily {
  /** The original's id: what the family's ratings, favorites and comments are kept under. */
  readonly key: string;
  /** The recipe asked for. */
  readonly asked: FamilyMember;
  /** Whose stored counters are the family's (the asked recipe when the original is missing). */
  readonly original: FamilyMember;
  /** Every member that exists, in the family's order. */
  readonly members: readonly FamilyMember[];
}

export interface FamilyRead {
  /** null: the recipe asked for does not exist. */
  readonly family: RecipeFamily | null;
  /** The snapshots of `companions(key)`, in their order. */
  readonly companions: readonly DocumentSnapshot[];
}

const recipeRef = (db: Firestore, id: string) => db.collection(RECIPES_COLLECTION).doc(id);

/**
 * Reads recipe `id`, its family's other members and the documents `companions` names under the family's key. One
 * getAll for a recipe of its own (the companions read under its id), a second one for a family.
 */
export async function readFamily(
  db: Firestore,
  id: string,
  companions: (key: string) => DocumentReference[] = () => [],
): Promise<FamilyRead> {
  const [askedSnap, ...first] = await db.getAll(recipeRef(db, id), ...companions(id));
  if (!askedSnap?.exists) return { family: null, companions: first };
  const asked: FamilyMember = { id, doc: versionedDoc(askedSnap) };
  const key = familyKeyOf(id, asked.doc);
  const others = languageVersionsOf(id, asked.doc)
    .map((member) => member.id)
    .filter((member) => member !== id);
  if (key === id && others.length === 0) {
    return { family: { key, asked, original: asked, members: [asked] }, companions: first };
  }
  const refs = [...others.map((member) => recipeRef(db, member)), ...companions(key)];
  const snaps = await db.getAll(...refs);
  const found = new Map<string, FamilyMember>([[id, asked]]);
  others.forEach((member, index) => {
    const snap = snaps[index];
    if (snap?.exists) found.set(member, { id: member, doc: versionedDoc(snap) });
  });
  const members = languageVersionsOf(id, asked.doc)
    .map((member) => found.get(member.id))
    .filter((member): member is FamilyMember => member !== undefined);
  return {
    family: { key, asked, original: found.get(key) ?? asked, members },
    companions: snaps.slice(others.length),
  };
}

/** The family's key of recipe `id` (its own id when it has no family, or is gone). */
export async function familyKeyOfId(db: Firestore, id: string): Promise<string> {
  return familyKeyOf(id, (await recipeRef(db, id).get()).data());
}

/** Every member given `fields` (the family's), in one list of changes for one mirrored commit. */
export function familyChanges(family: RecipeFamily, fields: Record<string, unknown>): MirroredChange[] {
  return family.members.map((member) => ({
    mapping: recipeMapping,
    id: member.id,
    before: member.doc,
    after: { ...withoutVersion(member.doc), ...fields },
  }));
}

/** A family's counter moved by `delta` from the original's stored count (never below 0), on every member. */
export function familyCounterChanges(family: RecipeFamily, field: string, delta: number): MirroredChange[] {
  return familyChanges(family, { [field]: Math.max(0, countOf(family.original.doc[field]) + delta) });
}
