/**
 * users/{uid} read once per request. Every signed-in call checks the account is active (auth.ts) and an admin call
 * then checks isAdmin, and recipe and comment access may ask again: one request, one read. The platform runs each
 * callable and HTTP request in its own scope (callable.ts, http.ts); outside one (triggers, jobs, tests) every call
 * reads afresh. The scope lives as long as the request, so a flag an admin changes applies from the next request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

const requestReads = new AsyncLocalStorage<Map<string, Promise<DocumentSnapshot>>>();

export function inRequestScope<T>(run: () => Promise<T>): Promise<T> {
  return requestReads.run(new Map(), run);
}

export function readAccount(db: Firestore, uid: string): Promise<DocumentSnapshot> {
  const reads = requestReads.getStore();
  const known = reads?.get(uid);
  if (known) return known;
  const read = db.collection('users').doc(uid).get();
  reads?.set(uid, read);
  // a failed read is not remembered: the next check in the request tries again
  read.catch(() => reads?.delete(uid));
  return read;
}
