// The main thread's work on a page load, measured in CPU time rather than wall time (decision 0023). Lighthouse
// scales the tasks it observes by its 4× CPU slowdown, so on a shared machine another process's load stretches
// every task it measures; a task's thread time (the trace's `tdur`) does not stretch. Each run: a cold headless
// Chromium at Lighthouse's mobile viewport, no throttling, a trace of the load plus WAIT ms; prints, per page, the
// median of MATKON_MAINTHREAD_RUNS runs (default 3) of: the tasks' CPU time, an estimate of total blocking time
// (Σ max(0, 4·cpu − 50 ms) over the tasks after the first contentful paint) and the tasks over 50 ms at 4×.
//   node scripts/bench/mainThread.mjs http://127.0.0.1:5050 [/path …]
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const RUNS = Math.max(1, Number(process.env.MATKON_MAINTHREAD_RUNS ?? 3));
const WAIT_MS = 6000;
const SLOWDOWN = 4;

/** One cold load of `url`: the renderer main thread's tasks with their CPU time, and the first paint. */
async function traceLoad(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const fcpEvent = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    const main = traceEvents.filter((e) => e.pid === fcpEvent?.pid && e.tid === fcpEvent?.tid);
    const start = main.find((e) => e.name === 'navigationStart')?.ts ?? fcpEvent?.ts ?? 0;
    const tasks = main
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur)
      .map((e) => ({
        atMs: (e.ts - start) / 1000,
        cpuMs: e.tdur / 1000,
        afterFcp: e.ts >= (fcpEvent?.ts ?? 0),
      }));
    return { tasks, fcpMs: fcpEvent ? (fcpEvent.ts - start) / 1000 : NaN };
  } finally {
    await browser.close();
  }
}

function summarize({ tasks, fcpMs }) {
  const slowed = tasks.map((t) => ({ ...t, slowMs: SLOWDOWN * t.cpuMs }));
  return {
    cpuMs: Math.round(tasks.reduce((sum, t) => sum + t.cpuMs, 0)),
    tbtEstimateMs: Math.round(
      slowed.filter((t) => t.afterFcp).reduce((sum, t) => sum + Math.max(0, t.slowMs - 50), 0),
    ),
    longTasks: slowed.filter((t) => t.slowMs > 50).length,
    fcpMs: Math.round(fcpMs),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export async function benchMainThread(baseUrl, paths) {
  console.log(
    `main thread, CPU time (median of ${RUNS}; TBT estimate = Σ max(0, ${SLOWDOWN}·cpu − 50) after FCP)`,
  );
  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(summarize(await traceLoad(`${baseUrl}${path}`)));
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${path.padEnd(36)} cpu ${pick('cpuMs')} ms  TBT estimate ${pick('tbtEstimateMs')} ms (${runs
        .map((r) => r.tbtEstimateMs)
        .join(' ')})  tasks over 50 ms at ${SLOWDOWN}× ${pick('longTasks')}  FCP ${pick('fcpMs')} ms`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: node scripts/bench/mainThread.mjs <base URL> [/path …]');
  await benchMainThread(baseUrl.replace(/\/$/, ''), paths.length ? paths : ['/']);
}
