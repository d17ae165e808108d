/**
 * The monitoring call (issue 14; spec 002 §3 "Monitoring data"; decision 0021): POST /api/admin/monitoring answers
 * what the functions themselves counted today — their Firestore reads and writes go up when calls read and write,
 * a searched term is counted, a server error (here a 503: the mirror unreachable, injected at the local gateway) is
 * listed with its endpoint — and this instance's health. Only admins get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringData } from '../domain/monitoring';
import { auth, db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { callCallable } from '../testing/callables';
import { uniqueId } from '../testing/env';
import { createVerifiedUser } from '../testing/follows';
import { query } from '../testing/pg';
import { api } from '../testing/recipes';
import { refusedProfileUpdate, resetFaults } from '../testing/soak/faults';
import { accountsDeletedAfterAll } from '../testing/users';
import { waitFor } from '../testing/waitFor';

const accounts = accountsDeletedAfterAll();
let admin: TestUser;
let cook: TestUser;
const term = `monitored ${uniqueId('term').toLowerCase()}`;

async function monitoring(): Promise<MonitoringData> {
  const answer = await api<MonitoringData>('POST', '/api/admin/monitoring', { user: admin, body: {} });
  if (answer.status !== 200) throw new Error(`monitoring: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

beforeAll(async () => {
  admin = await createAdmin(db());
  cook = await createVerifiedUser({ displayName: 'Monitored cook' });
  accounts.push(admin.uid, cook.uid);
});

afterAll(() => resetFaults());

describe('POST /api/admin/monitoring', () => {
  it('answers the monitoring object of 002 §3 with today as the counting window', async () => {
    const data = await monitoring();
    expect(data.lastReset).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    expect(data.quotaUsage.percentOfFreeQuota).toBeGreaterThanOrEqual(0);
    expect(['ok', 'warning', 'critical']).toContain(data.quotaUsage.level);
    expect(data.performance.cacheHitRate).toBeGreaterThanOrEqual(0);
    expect(data.systemHealth.environment).toBe('emulator');
    expect(data.systemHealth.uptime).toBeGreaterThanOrEqual(0);
    expect(data.systemHealth.memory.rss).toBeGreaterThan(1_000_000);
    expect(Array.isArray(data.topSearches)).toBe(true);
  });

  it('counts the reads and writes the functions make', async () => {
    const before = (await monitoring()).quotaUsage;
    const saved = await callCallable('users-updateProfile', { bio: `Counted ${Date.now()}` }, cook.idToken);
    expect(saved.ok).toBe(true);
    // the profile write's instance flushes within 2 s; the monitoring call's own guard reads count too
    const after = await waitFor(
      async () => {
        const usage = (await monitoring()).quotaUsage;
        return usage.writes > before.writes && usage.reads > before.reads ? usage : undefined;
      },
      { intervalMs: 500, what: 'the profile write counted' },
    );
    expect(after.percentOfFreeQuota).toBeGreaterThanOrEqual(before.percentOfFreeQuota);
  });

  it('counts a searched term', async () => {
    for (let n = 0; n < 2; n += 1) {
      const answer = await api('POST', '/api/search', {
        user: cook,
        body: { searchTerm: term.toUpperCase() },
      });
      expect(answer.status).toBe(200);
    }
    await waitFor(
      async () => {
        await monitoring();
        const rows = await query<{ n: string }>(
          `select n from public.monitoring_counters where metric = 'search' and key = $1 and day = current_date`,
          [term],
        );
        return Number(rows[0]?.n) === 2 ? true : undefined;
      },
      { intervalMs: 500, what: 'the search counted twice' },
    );
    const top = (await monitoring()).topSearches;
    expect([...top].sort((a, b) => b.count - a.count)).toEqual(top);
  });

  it('lists a server error with its endpoint and message', async () => {
    const refused = await refusedProfileUpdate(cook, { id: 'monitored-error', fault: 'unreachable' });
    expect(refused.status).toBe(503);
    const listed = await waitFor(
      async () =>
        (await monitoring()).recentErrors.find(
          (error) =>
            error.endpoint === 'users-updateProfile' && Date.now() - Date.parse(error.timestamp) < 60_000,
        ),
      { intervalMs: 500, what: 'the error listed' },
    );
    expect(listed.error).toMatch(/^Unable to /);
  });

  it('answers only admins', async () => {
    const user = await createUser(db());
    try {
      expect((await api('POST', '/api/admin/monitoring', { user, body: {} })).status).toBe(403);
      expect((await api('POST', '/api/admin/monitoring', { body: {} })).status).toBe(401);
      expect(
        (await api('POST', '/api/admin/monitoring', { user: admin, body: { reset: true } })).status,
      ).toBe(400);
    } finally {
      await auth().deleteUser(user.uid);
    }
  });
});
