/**
 * Test helpers for the back office (issue 15): its admin calls through Hosting, and the emulator hub's switch for
 * background triggers (a fault test damages Firestore behind the mirror's back: with the reconciler triggers on,
 * the mirror would follow the damage at once).
 */
import type { ConsistencyResult } from '../domain/consistency';
import type { TestUser } from './authEmulator';
import { api } from './recipes';

export interface ConsistencyAnswer {
  success: boolean;
  result: ConsistencyResult;
  stats: Record<string, number>;
}

export async function consistencyCall(
  admin: TestUser,
  action: 'check' | 'fix' | 'recalculate' | 'clean',
  collection = 'all',
): Promise<ConsistencyAnswer> {
  const answer = await api<ConsistencyAnswer>('POST', '/api/admin/fix-data-consistency', {
    user: admin,
    body: { action, collection },
  });
  if (answer.status !== 200) {
    throw new Error(`fix-data-consistency ${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Runs `work` with the emulators' background triggers (Firestore, Pub/Sub) paused. */
export async function withoutTriggers<T>(work: () => Promise<T>): Promise<T> {
  const hub = process.env.MATKON_HUB_HOST;
  if (!hub) throw new Error('MATKON_HUB_HOST is not set: run the tests through the stack launcher');
  const toggle = async (what: 'disable' | 'enable') => {
    const response = await fetch(`http://${hub}/functions/${what}BackgroundTriggers`, { method: 'PUT' });
    if (!response.ok) throw new Error(`${what} background triggers: ${response.status}`);
  };
  await toggle('disable');
  try {
    return await work();
  } finally {
    await toggle('enable');
  }
}

/** Brings both stores into agreement first (Fix, Clean, Recalculate): whatever earlier tests left is repaired. */
export async function startConsistent(admin: TestUser): Promise<void> {
  await consistencyCall(admin, 'fix');
  await consistencyCall(admin, 'clean');
  await consistencyCall(admin, 'recalculate');
}
