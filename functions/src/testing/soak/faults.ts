/**
 * The local mirror gateway's fault switch as the soak drives it (scripts/local/mirrorFaults.mjs,
 * docs/decisions/0013): arm one fault for the next mirror RPC it matches, read what was injected, clear.
 */
import type { TestUser } from '../authEmulator';
import { callCallable, expectFailure, type CallableFailure } from '../callables';
import { stackEnv } from '../env';

export type GatewayFault = 'unreachable' | 'busy' | 'refuse-commit' | 'kill';

export interface ArmedFault {
  /** Listed in FaultStatus.armedIds until an RPC meets it. */
  readonly id: string;
  /** The RPC it fails: mirror_apply unless said (mirror_restore: a compensation). */
  readonly rpc?: 'mirror_apply' | 'mirror_restore';
  readonly fault: GatewayFault;
  readonly writer: 'service' | 'reconciler';
  readonly table: string;
  readonly firebaseId?: string;
  readonly create?: boolean;
}

export interface FaultStatus {
  readonly armed: number;
  readonly armedIds: readonly string[];
  readonly pending: number;
  readonly injected: Partial<Record<GatewayFault, number>>;
  /** Per injected fault, the documents ('table/firebase_id') of the RPC it hit. */
  readonly log: readonly { fault: GatewayFault; rpc: string; keys: string[] }[];
}

async function control(method: string, body?: unknown, path = '/__faults'): Promise<FaultStatus> {
  const response = await fetch(`${stackEnv().mirrorUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as FaultStatus & { message?: string };
  if (!response.ok) throw new Error(`mirror gateway ${method} ${path}: ${json.message ?? response.status}`);
  return json;
}

export const armFault = (fault: ArmedFault) => control('POST', { faults: [fault] });
export const faultStatus = () => control('GET');
export const resetFaults = () => control('DELETE');

/** A fault on the service's mirror RPCs for one profile: which one, and of what kind. */
export type ProfileFault = Pick<ArmedFault, 'id' | 'fault' | 'rpc'>;

/** The bio of a profile update the armed faults refuse. */
export const NEVER_SAVED_BIO = 'Never saved';

/** users-updateProfile by `cook` ({ bio: NEVER_SAVED_BIO }) with these faults armed on their profile: refused. */
export async function refusedProfileUpdate(
  cook: TestUser,
  ...faults: ProfileFault[]
): Promise<CallableFailure> {
  for (const fault of faults) {
    await armFault({ ...fault, writer: 'service', table: 'profiles', firebaseId: cook.uid });
  }
  return expectFailure(callCallable('users-updateProfile', { bio: NEVER_SAVED_BIO }, cook.idToken));
}
