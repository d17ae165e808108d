/**
 * One attacker's list of attempts, each marked with what testing/collections.ts permits that attacker, and the
 * declaration's read rules in code (mayGet, mayList).
 */
import type { DocumentData } from 'firebase/firestore';
import { increment, serverTimestamp } from 'firebase/firestore';
import type { RulePath } from '../collections';
import { ATTACKERS, type Attacker } from './actors';
import type { Operation } from './operations';
import type { Scene } from './scene';

export interface Attempt {
  readonly actor: Attacker;
  readonly kind: 'read' | 'write';
  /** What is tried, e.g. `update users/<victim> {isAdmin}`. */
  readonly label: string;
  /** What the declaration allows this actor. */
  readonly permitted: boolean;
  readonly run: Operation;
}

export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
export const parentOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/** Whether the declaration lets `uid` get a document of `entry` owned by `owner` with this id. */
export function mayGet(entry: RulePath, uid: string | null, owner: string, id: string): boolean {
  if (entry.read === 'everyone') return true;
  if (uid === null) return false;
  // a household's members: the seeded samples list none of the attackers, so only its owner
  if (entry.read === 'owner' || entry.read === 'members') return uid === owner;
  if (entry.read === 'owner-or-edge') return uid === owner || uid === id;
  return false;
}

/** Whether it lets `uid` list the collection unconstrained (a list must be allowed for every document in it). */
export function mayList(entry: RulePath, uid: string | null, owner: string): boolean {
  if (entry.read === 'everyone') return true;
  // a household's plan and list; the households collection itself only through a memberIds query
  const members = entry.read === 'members' && entry.match.split('/').length > 2;
  return (
    uid !== null && uid === owner && (entry.read === 'owner' || entry.read === 'owner-or-edge' || members)
  );
}

/** A change to a document of `entry` that the owner may make, if any (harmless profile fields, marking read). */
export function harmlessChange(entry: RulePath): DocumentData | null {
  if (entry.write === 'owner-harmless-fields') return { language: 'he', version: increment(1) };
  if (entry.write === 'owner-marks-read-or-deletes') return { read: true, readAt: serverTimestamp() };
  if (entry.write === 'member-checks-off') return { checked: true, version: increment(1) };
  return null;
}

/** Whether the owner may delete documents of `entry` (their own comment notifications). */
export const ownerMayDelete = (entry: RulePath): boolean => entry.write === 'owner-marks-read-or-deletes';

export class Plan {
  readonly attempts: Attempt[] = [];
  constructor(
    readonly scene: Scene,
    readonly actor: Attacker,
  ) {}

  get uid(): string | null {
    return this.scene.self[this.actor];
  }

  /** Names the scene's users and run prefix by role in labels, so reports read the same every run. */
  private name(text: string): string {
    let named = text.split(`${this.scene.run}-`).join('').split(this.scene.run).join('<run>');
    for (const role of ATTACKERS) {
      const uid = this.scene.self[role];
      if (uid) named = named.split(uid).join(role === this.actor ? '<me>' : `<${role}>`);
    }
    return named;
  }

  read(label: string, permitted: boolean, run: Operation): void {
    this.attempts.push({ actor: this.actor, kind: 'read', label: this.name(label), permitted, run });
  }

  write(label: string, permitted: boolean, run: Operation): void {
    this.attempts.push({ actor: this.actor, kind: 'write', label: this.name(label), permitted, run });
  }
}
