/**
 * The fault soak of the mirror protocol (issue 8 §5, docs/decisions/0013) against the running stack:
 * MATKON_SOAK_MUTATIONS mutations (100 in npm test, 1,000 in npm run soak) over every mirrored entity with faults
 * injected at random (each kind at least once), seeded by MATKON_SOAK_SEED (printed, to replay a run).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import { checkMirror, repairMirror } from '../platform/mirror/consistency';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { createVerifiedUser } from '../testing/follows';
import { stackEnv } from '../testing/env';
import { soakSeed } from '../testing/soak/random';
import { FAULT_KINDS } from '../testing/soak/faultChoice';
import { runSoak, type SoakReport } from '../testing/soak/runSoak';

const MUTATIONS = Number(process.env.MATKON_SOAK_MUTATIONS ?? 100);
const seed = soakSeed();

let admin: TestUser;
let cooks: TestUser[];

beforeAll(async () => {
  // Verified cooks: following and commenting need a verified email.
  [admin, ...cooks] = await Promise.all([
    createAdmin(db()),
    createVerifiedUser(),
    createVerifiedUser(),
    createVerifiedUser(),
  ]);
  // Start from consistent stores: whatever earlier layers left behind is repaired first (and counted).
  const env = stackEnv();
  const supabase = createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
  const { differences } = await checkMirror({ db: db(), supabase }, { deep: true });
  const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
  await repairMirror({ db: db(), mirror }, differences);
  const named = differences.slice(0, 10).map((d) => `${d.table}/${d.id} (${d.kind})`);
  console.log(
    `soak: ${differences.length} difference(s) found before the run, repaired: ${named.join(', ') || 'none'}`,
  );
});

function summary(report: SoakReport): string {
  const faults = FAULT_KINDS.map((kind) => `${kind} ${report.faults[kind]}`).join(', ');
  return [
    `mirror fault soak: seed ${report.seed} (replay: MATKON_SOAK_SEED=${report.seed}), ${report.seconds}s`,
    `  mutations ${report.mutations} (${Object.entries(report.perTable)
      .map(([table, count]) => `${table} ${count}`)
      .join(
        ', ',
      )}), acknowledged ${report.acknowledged}, refused ${report.refused} (by the rate limits ${report.throttled}), then edited elsewhere ${report.editsElsewhere}`,
    `  faults: ${faults}`,
    `  differences before repair ${report.differencesBeforeRepair.length} (unexplained by a fault ${report.unexplained.length}), repaired ${report.repaired}, differences after ${report.differencesAfterRepair.length}`,
    `  lost acknowledged writes ${report.lost.length}, refused writes found in Firestore ${report.refusedButWritten.length}, anomalies ${report.anomalies.length}`,
  ].join('\n');
}

describe('the mirror protocol under faults', () => {
  it(
    `keeps both stores equal and loses no acknowledged write over ${MUTATIONS} mutations`,
    async () => {
      const verbose = process.env.MATKON_SOAK_VERBOSE === '1';
      const log = verbose ? (line: string) => console.log(line) : undefined;
      const report = await runSoak({ seed, mutations: MUTATIONS, admin, cooks, ...(log ? { log } : {}) });
      console.log(summary(report));
      const output = process.env.MATKON_TEST_OUTPUT;
      if (output) writeFileSync(join(output, 'mirror-soak.json'), `${JSON.stringify(report, null, 1)}\n`);
      expect(report.unexplained).toEqual([]);
      expect(report.differencesAfterRepair).toEqual([]);
      expect(report.lost).toEqual([]);
      expect(report.refusedButWritten).toEqual([]);
      expect(report.anomalies).toEqual([]);
      expect(report.acknowledged).toBeGreaterThan(0);
      for (const kind of FAULT_KINDS) expect(report.faults[kind], kind).toBeGreaterThan(0);
    },
    Math.max(120_000, MUTATIONS * 3_000),
  );
});
