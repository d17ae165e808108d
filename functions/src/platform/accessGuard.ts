/**
 * The one access guard (decisions 0047, 0053): the platform applies it itself to every contract from its declared
 * `access`, right after the input is parsed (bad input stays a 400 naming the field, as for every call), in
 * callable.ts and http.ts, so no handler can forget it:
 * - signedIn: a caller (401 otherwise, with the contract's own `guestRefusal` text when it declares one);
 * - verified: a caller whose e-mail is verified (403 "Email not verified yet…" otherwise);
 * - admin: a caller whose users/{uid}.isAdmin is true, read on the server (403 "Admin access required" otherwise).
 * Every handler of a contract that is not public gets the admitted caller in its context (`uid`, `caller`, and
 * `admin` for an admin contract) and never asks again.
 */
import type { Access, Contract } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import { requireAdmin, requireVerifiedEmail, type Caller } from './auth';
import { db } from './firebase';

/** The caller admitted for `contract`: undefined for a public one, else refused or returned. */
export async function admitCaller(
  contract: Pick<Contract, 'access' | 'guestRefusal'>,
  identify: () => Promise<Caller | null> | Caller | null,
): Promise<Caller | undefined> {
  if (contract.access === 'public') return undefined;
  const caller = await identify();
  if (!caller) {
    const refusal = contract.guestRefusal;
    throw new AppError('unauthenticated', refusal?.message ?? CALL_MESSAGES.authRequired, {
      ...refusal?.details,
    });
  }
  if (contract.access === 'verified') requireVerifiedEmail(caller);
  if (contract.access === 'admin') await requireAdmin(db(), caller.uid);
  return caller;
}

/** What the platform tells every contract's handler about its call. */
export interface ContractCall {
  /** The call's contract: its deploy name (callable) or 'METHOD /path' (HTTP), e.g. the audit entry's action. */
  readonly call: string;
  /**
   * The admin the guard admitted for an admin contract, for the audit log. Reading it for any other contract is a
   * wiring mistake and throws.
   */
  readonly admin: Caller;
}

/** The caller the guard admitted: present for every level but public. */
export interface AdmittedCaller {
  readonly caller: Caller;
  readonly uid: string;
}

/** What a handler knows of its caller, by its contract's level (a public handler reads its optional viewer itself). */
interface CallerByAccess {
  readonly public: unknown;
  readonly signedIn: AdmittedCaller;
  readonly verified: AdmittedCaller;
  readonly admin: AdmittedCaller;
}

export type CallerOf<A extends Access> = CallerByAccess[A];

/** `context` with its call, its admitted caller and, for an admin contract, `admin` (read lazily). */
export function withAdmitted<T extends object>(
  context: T,
  contract: Pick<Contract, 'access'>,
  contractKey: string,
  caller: Caller | undefined,
): T & ContractCall & Partial<AdmittedCaller> {
  const admitted: PropertyDescriptorMap = caller
    ? { caller: { enumerable: true, value: caller }, uid: { enumerable: true, value: caller.uid } }
    : {};
  return Object.defineProperties(context, {
    ...admitted,
    call: { enumerable: true, value: contractKey },
    admin: {
      enumerable: true,
      get() {
        if (contract.access !== 'admin' || !caller)
          throw new Error(`${contractKey} is not an admin contract: it has no admitted admin`);
        return caller;
      },
    },
  }) as T & ContractCall & Partial<AdmittedCaller>;
}
