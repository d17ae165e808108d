#!/usr/bin/env node
// `npm test`: every layer of DESIGN §9 against one fresh local stack (ports offset by 1000, or MATKON_TEST_OFFSET, so
// it runs beside `npm start`). Layers that share no state run side by side: static and domain while the stack
// starts, then the launcher's own test (a stack of its own, offset + 30) beside the emulator layers, which run in turn.
// Each layer's output is kept in test-output/layers/ and printed as one block when it ends; then one summary line
// per layer, where the time went, and a total. Exits non-zero on any failure. `npm test -- --help`: one layer, some
// files, a running stack (scripts/testing/options.mjs). A whole run that passes records its figures in
// docs/test-times.json and docs/testing.md's generated section.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies, typescriptCompiler } from './local/prereqs.mjs';
import { suiteErrors } from './testing/failures.mjs';
import { isWholeSuite, parseTestOptions, STACK_LAYERS } from './testing/options.mjs';
import { writeGenerated } from './docs/generated.mjs';
import {
  grownLayers,
  layerTimeLines,
  readRecordedRun,
  recordedRun,
  slowestFiles,
  testingSection,
} from './testing/timings.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let options;
try {
  options = parseTestOptions(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const selected = (slug) => options.layers.includes(slug);
// Dependencies first: the stack modules import npm packages that a fresh clone does not have yet.
ensureDependencies(ROOT, (t) => process.stdout.write(t));
const { startStack, stopOnSignals } = await import('./local/stack.mjs');
const { checkDatabaseTypes, REGENERATE_COMMAND } = await import('./db-types.mjs');
const { checkBundleBudget } = await import('./bundle-budget.mjs');
const { runPolicyTests } = await import('./db-policies.mjs');

const TEST_OFFSET = Number(process.env.MATKON_TEST_OFFSET ?? 1000);
const LAUNCHER_TEST_OFFSET = TEST_OFFSET + 30;
// The browser layer's own stack, beside the other emulator layers' (15: no port of one stack is a port of another,
// scripts/local/ports.mjs).
const BROWSER_OFFSET = TEST_OFFSET + 15;
const outputDir = join(ROOT, 'test-output');
const TIMES_FILE = join(ROOT, 'docs', 'test-times.json');
const layersDir = join(outputDir, 'layers');
const log = (text) => process.stdout.write(text);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const since = (started) => Math.round((Date.now() - started) / 1000);

/**
 * Runs one command with its output appended to a file (never a pipe: the launcher's synchronous steps would stop
 * draining it and stall the command). Resolves with its exit status.
 */
function runToFile(command, args, logPath, env = {}, { needsStack = false } = {}) {
  const fd = openSync(logPath, 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  if (needsStack) stackLayers.add(child);
  runningLayers.add(child);
  return new Promise((resolve) => {
    child.once('error', () => resolve(-1));
    child.once('exit', (code) => resolve(code ?? -1));
  }).finally(() => {
    runningLayers.delete(child);
    stackLayers.delete(child);
  });
}

// A signal sent to this process alone (not the terminal's whole group) must not leave a layer running without its stack.
const runningLayers = new Set();
/** The running layers that use a test stack: stopped when one dies. */
const stackLayers = new Set();
process.on('exit', () => {
  for (const child of runningLayers) child.kill('SIGTERM');
});

/** A layer runs with its output in test-output/layers/<slug>.log, printed as one block once it ends. */
async function layer(name, slug, run) {
  const logPath = join(layersDir, `${slug}.log`);
  rmSync(logPath, { force: true });
  const started = Date.now();
  const result = await run(logPath);
  log(`\n━━ ${name} ━━\n${readFileSync(logPath, 'utf8')}`);
  return { name, slug, ...result, seconds: since(started) };
}

const vitestReport = (slug) => join(outputDir, `vitest-${slug}.json`);

/** Set once a part of a test stack has died: the report the stack printed (which part, its output). */
let stackDeath = null;

/**
 * A layer that needs a stack: not run once a stack has died, and stopped (failed, with the report) when one dies
 * during the layer, instead of timing out test by test.
 */
async function onStack(name, slug, run) {
  if (stackDeath) return deadStackResult(name, slug);
  const result = await run();
  return stackDeath ? { ...result, ok: false, note: stackDeathNote() } : result;
}

function deadStackResult(name, slug) {
  writeFileSync(join(layersDir, `${slug}.log`), stackDeath);
  return { name, slug, passed: 0, failed: 1, skipped: 0, ok: false, note: stackDeathNote(), seconds: 0 };
}

/** A vitest layer against a test stack. */
const stackLayer = (name, slug, env, projects = [slug]) =>
  onStack(name, slug, () => runLayer(name, slug, env, projects, { needsStack: true }));

const stackDeathNote = () => `not run to the end: the stack died. ${firstLine(stackDeath)}`;

/** When a stack of this run dies: remember its report and stop the layers that use a stack. */
function watchForDeath(startedStack) {
  startedStack.dead.then((report) => {
    stackDeath ??= report;
    for (const child of stackLayers) child.kill('SIGTERM');
  });
}

/** One layer of vitest projects (its slug, unless named), `--files` applied: { passed, failed, skipped, ok, note }. */
function runLayer(name, slug, env = {}, projects = [slug], { needsStack = false } = {}) {
  return layer(name, slug, async (logPath) => {
    const report = vitestReport(slug);
    rmSync(report, { force: true });
    const status = await runToFile(
      bin('vitest'),
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        // a filter that matches none of a layer's files is not a failure when other layers run
        ...(options.files.length ? ['--passWithNoTests', ...options.files] : []),
      ],
      logPath,
      env,
      { needsStack },
    );
    if (!existsSync(report))
      return {
        passed: 0,
        failed: 0,
        skipped: 0,
        ok: false,
        note: `vitest exited ${status} without a report`,
      };
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // vitest counts every describe block above a failed test as a failed suite too; count a file only when it failed
    // without a failed test (an import or hook error), so one failed test reads as one.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    ).length;
    const failed = json.numFailedTests + brokenFiles;
    return {
      passed: json.numPassedTests,
      failed,
      skipped: json.numPendingTests + json.numTodoTests,
      ok: status === 0 && failed === 0 && (json.numTotalTests > 0 || options.files.length > 0),
      note:
        json.numTotalTests === 0
          ? 'no tests found'
          : failureNote(json, existsSync(logPath) ? readFileSync(logPath, 'utf8') : ''),
    };
  });
}

/**
 * The failed tests and files by name, first line of each message, and the tests that passed only on a retry: CI
 * keeps only the tail of the output, so the summary line must say what failed or wavered.
 */
function failureNote(json, log) {
  const failed = [];
  const retried = [];
  for (const file of json.testResults ?? []) {
    const where = file.name.replace(ROOT, '');
    const describe = (t) => `${where} › ${t.fullName}: ${failureLine(t)}`;
    const tests = file.assertionResults ?? [];
    failed.push(...tests.filter((t) => t.status === 'failed').map(describe));
    retried.push(...tests.filter((t) => t.status === 'passed' && t.failureMessages?.length).map(describe));
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      failed.push(
        ...(file.message ? [`${where}: ${firstLine(file.message)}`] : suiteErrors(log, where.slice(1))),
      );
  }
  const section = (title, lines) => (lines.length ? `${title}:\n      ${lines.join('\n      ')}` : '');
  return [section('failed', failed), section('passed only on a second try', retried)]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * A failed test's first message line. vitest's JSON keeps only the stack of a timeout, whose first line is the
 * placeholder "Error: STACK_TRACE_ERROR", so that one is named for what it is, with the test's duration.
 */
function failureLine(test) {
  const line = firstLine(test.failureMessages?.[0]);
  if (line !== 'Error: STACK_TRACE_ERROR') return line;
  return `timed out (a test or one of its hooks; the test ran ${Math.round((test.duration ?? 0) / 1000)} s)`;
}

const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';

/** Typecheck, lint and format check side by side (they share nothing): one summary line, one count per command. */
function runStaticLayer() {
  const tsc = typescriptCompiler(ROOT);
  const commands = [
    ['typecheck functions', process.execPath, [tsc, '-p', 'functions/tsconfig.json', '--noEmit']],
    ['typecheck web', process.execPath, [tsc, '-p', 'web/tsconfig.json', '--noEmit']],
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ];
  return layer('static (typecheck, lint, format)', 'static', async (logPath) => {
    const outcomes = await Promise.all(
      commands.map(async ([name, command, args]) => {
        const ownLog = `${logPath}.${name.replace(/ /g, '-')}`;
        rmSync(ownLog, { force: true });
        const status = await runToFile(command, args, ownLog);
        const output = existsSync(ownLog) ? readFileSync(ownLog, 'utf8') : '';
        rmSync(ownLog, { force: true });
        return { name, ok: status === 0, output };
      }),
    );
    writeFileSync(logPath, outcomes.map((o) => (o.output ? `${o.name}:\n${o.output}` : '')).join(''));
    const failedNames = outcomes.filter((o) => !o.ok).map((o) => o.name);
    return {
      passed: commands.length - failedNames.length,
      failed: failedNames.length,
      skipped: 0,
      ok: failedNames.length === 0,
      note: failedNames.length ? `failed: ${failedNames.join(', ')}` : '',
    };
  });
}

/** The committed database types against the freshly migrated schema (DESIGN §10). */
function runDatabaseTypesCheck(databaseUrl) {
  return layer('database types (generated from supabase/migrations)', 'database-types', async (logPath) => {
    const problem = await checkDatabaseTypes(databaseUrl).catch((error) => error.message);
    writeFileSync(logPath, problem ? `${problem}. Regenerate: ${REGENERATE_COMMAND}\n` : 'up to date\n');
    return {
      passed: problem ? 0 : 1,
      failed: problem ? 1 : 0,
      skipped: 0,
      ok: !problem,
      note: problem ? `${problem}; run: ${REGENERATE_COMMAND}` : '',
    };
  });
}

/** The home route's bundle budget on the web app the stack just built (DESIGN §11), and issue 30's target (a warning). */
function runBundleBudget() {
  return layer('bundle budget (home route initial JS, built web)', 'bundle-budget', async (logPath) => {
    let outcome;
    try {
      const { ok, warning, lines, figures } = checkBundleBudget(join(ROOT, 'web', 'dist'));
      writeFileSync(join(outputDir, 'bundle-budget.json'), `${JSON.stringify(figures, null, 1)}\n`);
      // over issue 30's target only warns: the layer passes with the warning as its note
      outcome = {
        ok,
        text: lines.join('\n'),
        note: ok ? (warning ?? '') : 'over budget or forbidden code (above)',
      };
    } catch (error) {
      outcome = { ok: false, text: error.message, note: error.message };
    }
    writeFileSync(logPath, `${outcome.text}\n`);
    return {
      passed: outcome.ok ? 1 : 0,
      failed: outcome.ok ? 0 : 1,
      skipped: 0,
      ok: outcome.ok,
      note: outcome.note,
    };
  });
}

/** The database's own policies: pgTAP inside Postgres, every table's RLS and grants for the API roles. */
function runDatabasePoliciesLayer(databaseUrl) {
  return layer('database policies (pgTAP: RLS and grants per table)', 'db-policies', async (logPath) => {
    const result = await runPolicyTests(databaseUrl, { outputDir }).catch((error) => ({
      passed: 0,
      failed: 0,
      problems: [error.message],
      report: `${error.stack ?? error.message}\n`,
    }));
    writeFileSync(logPath, result.report);
    return {
      passed: result.passed,
      failed: result.failed,
      skipped: 0,
      ok: result.failed === 0 && result.problems.length === 0 && result.passed > 0,
      note:
        result.problems[0] ??
        (result.retried?.length ? `passed on a retry: ${result.retried.join('; ')}` : ''),
    };
  });
}

function reseed(env) {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'seed.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error('re-seeding before the browser layer failed');
}

/** The env of a stack that `npm start` or a kept test run left running (.state/stack-N/env.json). */
function runningStackEnv(offset) {
  const file = join(ROOT, '.state', `stack-${offset}`, 'env.json');
  if (!existsSync(file) || !existsSync(join(ROOT, '.state', `stack-${offset}`, 'launcher.pid')))
    throw new Error(`no stack is running on offset ${offset} (no .state/stack-${offset}/launcher.pid)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The emulator layers before the browser's and the soak's, in turn, against the stack (the rules layer beside them). */
async function runStackLayers(env) {
  const done = [];
  const run = async (slug, start) => {
    if (selected(slug)) done.push(await start());
  };
  // The rules layer writes to a Firestore project of its own (functions/src/testing/rulesEnvironment.ts): it shares
  // nothing with the layers below and runs beside them.
  const rules = selected('rules') ? stackLayer('rules (allow/deny matrix)', 'rules', env) : null;
  await run('database-types', () => runDatabaseTypesCheck(env.DATABASE_URL));
  await run('bundle-budget', () => runBundleBudget());
  await run('db-policies', () => runDatabasePoliciesLayer(env.DATABASE_URL));
  // First, on the freshly seeded stack: its snapshots of both stores (every document, every row) around each call
  // cost with what the stores hold, and the functions layer leaves thousands of documents behind.
  await run('fuzz', () => stackLayer('fuzz (every contract, bad input over HTTP)', 'fuzz', env));
  await run('functions', () =>
    stackLayer('functions (callables and HTTP, emulators + mirror)', 'functions', env, [
      'functions',
      'functions-app-check',
    ]),
  );
  await run('triggers', () => stackLayer('triggers (mirror reconciler)', 'triggers', env));
  await run('hostile', () =>
    stackLayer('hostile client (firebase JS SDK as guest, unverified, verified)', 'hostile', env),
  );
  if (rules) done.push(await rules);
  return done;
}

/** Last: its categories, options, pages and recipes stay behind, where no later layer reads them. */
const runSoakLayer = (env) =>
  stackLayer('mirror fault soak (100 mutations, faults at random)', 'soak', {
    ...env,
    MATKON_SOAK_MUTATIONS: '100',
  });

const BROWSER_LAYER = 'browser (Playwright + Debian Chromium)';
const runBrowserLayer = (env) => {
  // the journeys append what each screenshot and axe scan took (web/e2e/support.ts)
  rmSync(join(outputDir, 'journey-costs.jsonl'), { force: true });
  return stackLayer(BROWSER_LAYER, 'browser', env);
};

/**
 * The browser layer beside the other emulator layers, on a freshly seeded stack of its own (decision 0032): the
 * journeys keep Chromium busy while the functions, fuzz and rules layers mostly wait on the emulators, so the two
 * share the cores instead of taking turns. Its stack starts first and alone (two stack starts at once fight for the
 * cores): the journeys are the run's longest path, and the other layers' path has room to start later. It builds the
 * functions both stacks serve, and its own web app, which holds its ports. Resolves once the stack is up, with the
 * layer's run under way (or its stack's failure).
 */
async function startBrowserBeside() {
  log(`\nStarting the browser layer's stack (offset ${BROWSER_OFFSET})…\n`);
  const logPath = join(layersDir, 'browser-stack.log');
  rmSync(logPath, { force: true });
  try {
    browserStack = await startStack({
      offset: BROWSER_OFFSET,
      fresh: true,
      persist: false,
      web: 'built',
      webDir: join('.state', `stack-${BROWSER_OFFSET}`, 'web'),
      seed: true,
      dailyRecipeLimit: false,
      restartCommand: 'npm test',
      log: (text) => writeFileSync(logPath, text, { flag: 'a' }),
    });
  } catch (error) {
    return {
      layer: Promise.resolve({
        name: BROWSER_LAYER,
        slug: 'browser',
        passed: 0,
        failed: 1,
        skipped: 0,
        ok: false,
        note: `its stack could not start: ${firstLine(error.message)}`,
        seconds: 0,
      }),
    };
  }
  watchForDeath(browserStack);
  return { layer: runBrowserLayer({ ...browserStack.env, MATKON_TEST_OUTPUT: outputDir }) };
}

const results = [];
let stack;
let browserStack;
let exitCode = 1;
const testStarted = Date.now();
stopOnSignals(() => ({ stop: () => Promise.all([stack?.stop(), browserStack?.stop()]) }));

try {
  mkdirSync(layersDir, { recursive: true });
  const needsStack = STACK_LAYERS.some(selected);
  if (selected('browser')) ensureChromium(log);
  // No stack needed: these run while it starts.
  const withoutStack = Promise.all([
    selected('static') ? runStaticLayer() : null,
    // one layer, three projects: the node units and most web units share a module graph per worker; web units that
    // mock modules get one each (vitest.config.ts)
    selected('domain')
      ? runLayer('domain (pure rules)', 'domain', {}, ['domain', 'domain-web', 'domain-web-mocks'])
      : null,
  ]).then((done) => done.filter(Boolean));

  // The browser layer on a stack of its own beside the others (decision 0032); MATKON_TEST_BROWSER_BESIDE=0 runs it
  // after them on the one stack instead.
  const browserBeside =
    process.env.MATKON_TEST_BROWSER_BESIDE !== '0' &&
    selected('browser') &&
    options.running === null &&
    STACK_LAYERS.some((l) => l !== 'browser' && selected(l));
  const besideRun = browserBeside ? (await startBrowserBeside()).layer : null;

  let env = {};
  if (needsStack && options.running !== null) {
    env = { ...runningStackEnv(options.running), MATKON_TEST_OUTPUT: outputDir };
    log(`\nUsing the stack running on offset ${options.running}.\n`);
  } else if (needsStack) {
    log(`\nStarting a fresh local stack (offset ${TEST_OFFSET}) for the emulator layers…\n`);
    stack = await startStack({
      offset: TEST_OFFSET,
      fresh: true,
      persist: false,
      web: 'built',
      // the browser layer's stack built the functions a moment ago (unless it could not start)
      build: !browserStack,
      seed: true,
      // the tests and journeys create more recipes per cook in a day than the default 10 (decision 0036)
      dailyRecipeLimit: false,
      restartCommand: 'npm test',
    }).catch(async (error) => {
      await withoutStack;
      throw error;
    });
    env = { ...stack.env, MATKON_TEST_OUTPUT: outputDir };
    watchForDeath(stack);
  }
  // Its own stack on its own ports, serving the functions just built (no second build under the running stack), once
  // static and domain are done: the first minutes are the run's busiest (two stack starts, type-check, lint), while
  // the fuzz layer, which waits on the stores, leaves the cores part idle later.
  const launcher = selected('launcher')
    ? withoutStack.then(() =>
        runLayer('launcher (Ctrl-C through a dead pipe, leftovers, a part that dies)', 'launcher', {
          MATKON_LAUNCHER_TEST_OFFSET: String(LAUNCHER_TEST_OFFSET),
        }),
      )
    : null;

  const emulatorLayers = needsStack ? await runStackLayers(env) : [];
  if (selected('browser') && !browserBeside) {
    if (!stackDeath) reseed(env);
    emulatorLayers.push(await runBrowserLayer(env));
  }
  if (selected('soak')) emulatorLayers.push(await runSoakLayer(env));
  if (besideRun) emulatorLayers.push(await besideRun);
  results.push(...(await withoutStack), ...emulatorLayers, ...(launcher ? [await launcher] : []));
  exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  console.error(`\nnpm test could not run: ${error.stack ?? error.message}`);
  exitCode = 1;
}

const totalSeconds = since(testStarted);
if (stack && options.keep) {
  log(
    `\nThe test stack stays up on offset ${TEST_OFFSET}. In another terminal: npm test -- --layer … --running ${TEST_OFFSET}. Ctrl-C stops it.\n`,
  );
} else {
  await Promise.all([stack?.stop(), browserStack?.stop()]);
}
log('\n━━ Summary ━━\n');
for (const r of results) {
  log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds}s)${r.note ? ` — ${r.note}` : ''}\n`,
  );
}
printTimings(totalSeconds);
recordWholeRun(totalSeconds);
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
log(
  `TOTAL ${exitCode === 0 ? 'PASS' : 'FAIL'}: ${total.passed} passed, ${total.failed} failed across ${results.length} layers in ${totalSeconds}s; screenshots in test-output/screenshots\n`,
);
if (stack && options.keep) await new Promise(() => {});
process.exit(exitCode);

/**
 * A whole run that passed becomes the recorded run: docs/test-times.json (what the next run's times are compared
 * with) and docs/testing.md's generated section. A partial or failing run records nothing.
 */
function recordWholeRun(totalSeconds) {
  if (exitCode !== 0 || !isWholeSuite(options) || results.length === 0) return;
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const commit = head.status === 0 ? head.stdout.trim() : 'unknown';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const run = recordedRun(results, { totalSeconds, commit, date });
  try {
    writeFileSync(TIMES_FILE, `${JSON.stringify(run, null, 2)}\n`);
    writeGenerated(join(ROOT, 'docs', 'testing.md'), 'latest-run', testingSection(run));
    log('This run is now the recorded one: docs/test-times.json and docs/testing.md (commit them).\n');
  } catch (error) {
    log(`⚠ could not record this run in docs/: ${error.message}\n`);
  }
}

/** Where the time went: layers by wall time, the 10 slowest files, and layers grown past the recorded run. */
function printTimings(totalSeconds) {
  if (results.length === 0) return;
  log(`\nTime per layer (wall; layers overlap, so shares add up to more than 100 %):\n`);
  for (const line of layerTimeLines(results, totalSeconds)) log(`  ${line}\n`);
  const reports = results.map((r) => ({
    layer: r.slug,
    report: vitestReport(r.slug),
    log: join(layersDir, `${r.slug}.log`),
  }));
  const slowest = slowestFiles(reports, { root: ROOT });
  if (slowest.length) {
    log('Slowest test files:\n');
    for (const f of slowest) log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.layer.padEnd(9)} ${f.file}\n`);
  }
  const recorded = readRecordedRun(TIMES_FILE);
  if (!recorded || !isWholeSuite(options)) return;
  for (const g of grownLayers(results, recorded.seconds))
    log(
      `⚠ ${g.slug} took ${g.seconds} s, ${g.growth} % more than the recorded run's ${g.recorded} s (${recorded.run}; docs/test-times.json)\n`,
    );
}
