// One measured run for scripts/bench/consistency.mjs, in a process of its own so that its peak memory is its own:
// `node consistencyRun.mjs <functions lib> check|cleanup` against the stack in the environment; prints one line of
// JSON, { ms, rssMb, growthMb }.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { resourceUsage } from 'node:process';

const [lib, what] = process.argv.slice(2);
const require = createRequire(`${lib}/`);
const { getApps, initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { createMirrorClient, createServiceClient } = require(`${lib}/platform/mirror/client.js`);
const { checkConsistency } = require(`${lib}/backoffice/consistency/check.js`);
const { runCleanup } = require(`${lib}/backoffice/cleanup/run.js`);
const { CLEANUP_TYPES } = require(`${lib}/domain/cleanup/index.js`);

if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const config = { url: process.env.MATKON_MIRROR_URL, serviceKey: process.env.MIRROR_SERVICE_KEY };
const deps = {
  db: getFirestore(),
  mirror: createMirrorClient(config),
  supabase: createServiceClient(config),
  images: { delete: async () => undefined },
  now: () => new Date(),
};
const base = process.memoryUsage().rss;
const started = performance.now();
if (what === 'check') await checkConsistency(deps, 'all');
else await runCleanup(deps, { types: [...CLEANUP_TYPES], dryRun: true, batchSize: 50 });
const ms = performance.now() - started;
const rss = resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ ms, rssMb: rss / 1024 / 1024, growthMb: (rss - base) / 1024 / 1024 }));
process.exit(0);
