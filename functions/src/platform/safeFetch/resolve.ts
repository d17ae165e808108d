/**
 * The host's name resolved once, the answer judged, and the one address the connection is then made to (pinned,
 * docs/decisions/0061): no second lookup may answer differently between the check and the connect.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress, classifyHostName } from './address';
import type { Target } from './target';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** The system's resolver (every address of the name); a test gives its own to stay off the network. */
export type Resolver = (host: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export type Pin =
  | { readonly ok: true; readonly pinned: ResolvedAddress }
  | { readonly ok: false; readonly reason: 'address' | 'network' };

/** Rejects with the signal's reason as soon as it aborts (a DNS lookup takes no signal of its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

/** The address to connect to for this target; refused when the name or any of its addresses is not public. */
export async function pinAddress(
  target: Extract<Target, { ok: true }>,
  resolver: Resolver,
  signal: AbortSignal,
): Promise<Pin> {
  const { host, allowed } = target;
  if (!allowed && classifyHostName(host)) return { ok: false, reason: 'address' };
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await untilAborted(resolver(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return { ok: false, reason: 'network' };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: 'network' };
  // one refused address refuses the name: a resolver may hand out any of them
  if (!allowed && addresses.some(({ address }) => classifyAddress(address) !== 'public'))
    return { ok: false, reason: 'address' };
  return { ok: true, pinned: first };
}
