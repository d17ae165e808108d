/**
 * The fault soak's seam between the two writes (issue 8 §5, docs/decisions/0013). Test-only: active only inside the
 * Functions emulator (FUNCTIONS_EMULATOR=true, set by the emulator itself) when the local stack's launcher also set
 * MATKON_MIRROR_FAULTS=1; a deployed function has neither, and this returns at once.
 *
 * When active, commitMirrored asks the local mirror gateway, after the mirror write and before the Firestore commit,
 * whether the soak armed a fault for these documents: 'refuse-commit' makes the commit fail (as a Firestore error
 * would: the mirror is compensated and the caller told), 'kill' ends the function's process there (nothing after
 * the mirror write runs: no commit, no compensation), as a crash or a timeout would.
 */
import type { MirroredChange } from './types';

export type InjectedFault = 'refuse-commit' | 'kill';

export function faultHookActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && env.MATKON_MIRROR_FAULTS === '1' && !!env.MATKON_MIRROR_URL;
}

export class InjectedCommitRefusal extends Error {
  constructor() {
    super('Firestore refused the commit (injected by the mirror fault soak)');
    this.name = 'InjectedCommitRefusal';
  }
}

/** Asks the gateway for a fault armed on these changes' documents; null when none (or the hook is off). */
export async function injectedFault(changes: readonly MirroredChange[]): Promise<InjectedFault | null> {
  if (!faultHookActive()) return null;
  const keys = changes.map(({ mapping, id }) => `${mapping.table}/${id}`);
  try {
    const response = await fetch(`${process.env.MATKON_MIRROR_URL}/__faults/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keys }),
    });
    const { fault } = (await response.json()) as { fault?: InjectedFault | null };
    return fault ?? null;
  } catch {
    // No switch to ask (a gateway without one): no fault, the commit goes on.
    return null;
  }
}

/** Runs between the mirror write and the Firestore commit; see the module comment. */
export async function beforeCommitFault(changes: readonly MirroredChange[]): Promise<void> {
  const fault = await injectedFault(changes);
  if (fault === 'kill') process.exit(137);
  if (fault === 'refuse-commit') throw new InjectedCommitRefusal();
}
