// Admin analytics benchmark (issues 15 and 30; decisions 0020, 0066; scripts/bench/scale.mjs runs it at each size
// of the generated catalogue): GET /api/admin/analytics answers one tab. Before decision 0066 it ran the tab's query
// on every read, public.admin_analytics(section, params) (supabase/migrations/20261129000600_back_office.sql); now it
// reads the tab's answer computed ahead, public.admin_analytics_read (20261201000500_analytics_ahead.sql), which the
// four-a-day job refreshes. Per tab and for all 8 tabs in turn, p50/p95 of the read, and the refresh of all 8 (the
// job's work), at each size; the old path side by side up to 100,000 recipes only (beyond, 10 rounds of a scan of
// everything per tab would take the run's hour and it is not what the screen runs any more).
import { createRequire } from 'node:module';
import { count, printScaling, summaries, timed } from './measure.mjs';

const SAMPLES = 10;
const WARMUP = 2;
const BEFORE_UP_TO = 100_000;
// The call's own sections and parameters from the default settings (functions/src/domain, built to functions/lib by
// the stack).
const require = createRequire(import.meta.url);
const {
  ANALYTICS_SECTIONS: SECTIONS,
  analyticsParams,
} = require('../../functions/lib/domain/analytics/index.js');
const { DEFAULT_ENTERPRISE_SETTINGS } = require('../../functions/lib/domain/constants/enterpriseSettings.js');
const PARAMS = analyticsParams(DEFAULT_ENTERPRISE_SETTINGS.analytics);
/** Before: the tab's query on every read. After: the answer computed ahead (decision 0066). */
const PATHS = {
  before: 'select public.admin_analytics($1, $2)',
  after: 'select public.admin_analytics_read($1, $2)',
};

/** Every tab, then all 8 in turn, through `sql` (a PATHS entry): p50/p95 per tab and for `all`. */
async function timeTabs(client, sql) {
  const samples = Object.fromEntries([...SECTIONS, 'all'].map((s) => [s, []]));
  for (let i = 0; i < SAMPLES + WARMUP; i += 1) {
    const keep = i >= WARMUP;
    await timed(keep ? samples.all : [], async () => {
      for (const section of SECTIONS)
        await timed(keep ? samples[section] : [], () => client.query(sql, [section, PARAMS]));
    });
  }
  return summaries(samples);
}

/** The job's work: every tab computed again and stored, once (what the four-a-day run costs at this size). */
async function timeRefresh(client) {
  const samples = [];
  await timed(samples, async () => {
    for (const section of SECTIONS)
      await client.query('select public.admin_analytics_refresh($1, $2)', [section, PARAMS]);
  });
  return summaries({ refresh: samples }).refresh;
}

const cell = (before, after, p) =>
  `${before ? before[p].toFixed(2).padStart(9) : '—'.padStart(9)} → ${after[p].toFixed(2).padStart(6)}`;

function printSideBySide({ size, before, after, refresh }) {
  const rows = [...SECTIONS.map((s) => [s, s]), ['all 8 tabs in turn', 'all']];
  const width = Math.max(...rows.map(([name]) => name.length), 26);
  console.log(
    `\nAnalytics tabs at ${count(size)} recipes, before (the query on every read${before ? '' : `: only up to ${count(BEFORE_UP_TO)}`}) → after (computed ahead), ms (${SAMPLES} rounds after ${WARMUP} warm-up)`,
  );
  console.log(
    `${''.padEnd(width)}  ${'p50 before → after'.padStart(18)}  ${'p95 before → after'.padStart(18)}`,
  );
  for (const [name, key] of rows)
    console.log(
      `${name.padEnd(width)}  ${cell(before?.[key], after[key], 'p50')}  ${cell(before?.[key], after[key], 'p95')}`,
    );
  console.log(`${'refresh of all 8 (the job)'.padEnd(width)}  ${refresh.p50.toFixed(2)} ms, once`);
}

/** Times both paths (the old one up to BEFORE_UP_TO) and the refresh at the catalogue's current size. */
export async function measureAnalytics(client, size) {
  const before = size <= BEFORE_UP_TO ? await timeTabs(client, PATHS.before) : null;
  const refresh = await timeRefresh(client);
  const after = await timeTabs(client, PATHS.after);
  const result = { size, before, after, refresh };
  printSideBySide(result);
  return result;
}

export function printAnalyticsScaling(results) {
  const keys = [...SECTIONS, 'all'].map((section) => [section, section]);
  const scaling = (path) =>
    results.filter((r) => r[path]).map(({ size, [path]: timing }) => ({ size, timing }));
  printScaling(
    'Analytics before (the query on every read)',
    'a full scan per tab: ~linear',
    scaling('before'),
    keys,
  );
  printScaling(
    'Analytics after (computed ahead)',
    'one stored row per tab: ~1×; target ≤ 300 ms p95 at 1,000,000',
    scaling('after'),
    keys,
  );
  printScaling(
    'The refresh of all 8 tabs (the job)',
    'linear',
    results.map(({ size, refresh }) => ({ size, timing: { refresh } })),
    [['refresh', 'refresh']],
  );
}
