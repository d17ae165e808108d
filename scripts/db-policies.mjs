#!/usr/bin/env node
// `npm run test:db [-- --offset N]`: the database's own policies (DESIGN §6), tested inside Postgres with pgTAP
// (supabase/tests/database/*.test.sql) against a running stack's Postgres. psql runs each file (one rolled-back
// transaction each) and the TAP it prints is counted here, so Perl's pg_prove is not needed. `npm test` runs the same
// through runPolicyTests() as a layer of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { databaseUrl, findPostgresBin } from './local/postgres.mjs';
import { portsFor } from './local/ports.mjs';
import { ensurePgtap } from './local/prereqs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const POLICY_TESTS_DIR = join(ROOT, 'supabase', 'tests', 'database');

/**
 * A table a later migration might add without a thought for policies: no RLS, Supabase's default grants (all to
 * the API roles, spelled out so the canary does not depend on them), a row. Created before the policies suite
 * (`file`) in its transaction (so rolled back with it), it must make that suite fail, naming it; the other files
 * test other things (the analytics computed ahead) and are not asked to notice it.
 */
const CANARY = {
  file: 'policies.test.sql',
  table: 'rls_canary',
  prelude:
    'begin isolation level repeatable read;\ncreate table public.rls_canary (id bigint primary key, note text);\n' +
    "grant all on public.rls_canary to anon, authenticated;\ninsert into public.rls_canary values (1, 'secret');\n",
  mustFail: [
    'public.rls_canary has its read expectations declared',
    'public.rls_canary has row-level security enabled',
    'anon holds no write privilege on public.rls_canary',
    'anon cannot insert public.rls_canary',
  ],
};

/** TAP as pgTAP prints it: `ok N - description`, `not ok N - description`, `# diagnostics`, a plan `1..N`. */
function parseTap(text) {
  const result = { planned: null, passed: 0, failed: 0, failures: [] };
  let explained = null; // the failure that the `#` lines after it explain
  for (const line of text.split('\n')) {
    const test = line.match(/^(not )?ok \d+(?: - (.*))?/);
    const plan = line.match(/^1\.\.(\d+)/);
    if (test) {
      explained = test[1] ? { description: test[2] ?? '', diagnostics: [] } : null;
      if (explained) result.failures.push(explained);
      result[test[1] ? 'failed' : 'passed'] += 1;
    } else if (plan) {
      result.planned = Number(plan[1]);
    } else if (explained && line.startsWith('#')) {
      explained.diagnostics.push(line.replace(/^#\s?/, ''));
    }
  }
  return result;
}

function psql(url, sql) {
  const bin = findPostgresBin();
  const command = bin ? join(bin, 'psql') : 'psql';
  const args = ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-P', 'pager=off', '-d', url, '-f', '-'];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => resolve({ status: -1, stdout, stderr: `${stderr}${error.message}` }));
    child.once('exit', (status) => resolve({ status: status ?? -1, stdout, stderr }));
    child.stdin.end(sql);
  });
}

/** One test file through psql: its parsed TAP, plus `problem` when psql failed or the plan was not met. */
async function runFile(url, file, prelude = '') {
  const { status, stdout, stderr } = await psql(url, prelude + readFileSync(file, 'utf8'));
  const tap = parseTap(stdout);
  const errors = stderr
    .split('\n')
    .filter((line) => /ERROR|FATAL|could not/.test(line))
    .join('\n');
  let problem = null;
  if (status !== 0) problem = `psql exited ${status}${errors ? `:\n${errors}` : ''}`;
  else if (tap.planned === null) problem = 'no TAP plan printed (did the file reach finish()?)';
  else if (tap.planned !== tap.passed + tap.failed)
    problem = `planned ${tap.planned} assertions, ran ${tap.passed + tap.failed}`;
  return { file: relative(ROOT, file), tap, problem, output: stdout };
}

/** A failure Postgres raised because another session wrote a row after this run's snapshot (SQLSTATE 40001). */
const isSerializationFailure = (failure) =>
  failure.diagnostics.some((line) => /40001|could not serialize/.test(line));

/**
 * runFile, again (up to twice, after a pause) when every failure `expected` does not excuse is a serialization
 * failure: the suite's snapshot is repeatable read, so a write still in flight on the stack (a trigger finishing the
 * seed's recipes, a function counting its calls in monitoring_counters) makes the service role's "update every row"
 * fail with 40001, which Postgres documents as "retry the transaction". Any other failure is reported as it is. The
 * retries are named in the run's `retried`.
 */
async function runFileRetryingSerialization(url, file, log, { prelude = '', expected = () => false } = {}) {
  let run = await runFile(url, file, prelude);
  for (let retry = 1; retry <= 2; retry += 1) {
    const failures = run.tap.failures.filter((failure) => !expected(failure));
    if (run.problem || failures.length === 0 || !failures.every(isSerializationFailure)) return run;
    log(`${run.file}: ${failures.length} serialization failure(s) (a concurrent write); running it again\n`);
    await new Promise((resolve) => setTimeout(resolve, 3000 * retry));
    run = { ...(await runFile(url, file, prelude)), retried: retry };
  }
  return run;
}

/**
 * The canary table must make the suite fail with each of CANARY.mustFail (a prefix), and with nothing new beyond
 * it (`alreadyFailing`: the plain run's failures); null when it does.
 */
async function checkCanary(url, file, alreadyFailing, log) {
  const { tap, problem } = await runFileRetryingSerialization(url, file, log, {
    prelude: CANARY.prelude,
    expected: (failure) => failure.description.includes(CANARY.table),
  });
  if (problem) return `with the ${CANARY.table} canary: ${problem}`;
  const failed = tap.failures.map((f) => f.description);
  const notCaught = CANARY.mustFail.filter((d) => !failed.some((f) => f.startsWith(d)));
  const unrelated = failed.filter((d) => !d.includes(CANARY.table) && !alreadyFailing.includes(d));
  if (notCaught.length) return `a table added without policies went unnoticed: no failure "${notCaught[0]}"`;
  if (unrelated.length) return `the ${CANARY.table} canary also failed "${unrelated[0]}"`;
  return null;
}

/**
 * Every policy test file against `url`, each then once more with a canary table added (the suite must catch it).
 * Resolves with { assertions, passed, failed, files, problems, report } and writes test-output/db-policies.json
 * and .tap (the TAP as printed).
 */
export async function runPolicyTests(url, { outputDir = join(ROOT, 'test-output'), log = () => {} } = {}) {
  const started = Date.now();
  const bin = findPostgresBin();
  if (bin) ensurePgtap(bin, log);
  const files = readdirSync(POLICY_TESTS_DIR)
    .filter((f) => f.endsWith('.test.sql'))
    .sort()
    .map((f) => join(POLICY_TESTS_DIR, f));
  const runs = [];
  const problems = [];
  let canaryCaught = files.some((file) => file.endsWith(CANARY.file));
  for (const file of files) {
    const run = await runFileRetryingSerialization(url, file, log);
    runs.push(run);
    if (run.problem) problems.push(`${run.file}: ${run.problem}`);
    if (!file.endsWith(CANARY.file)) continue;
    const canary = await checkCanary(
      url,
      file,
      run.tap.failures.map((f) => f.description),
      log,
    );
    if (canary) problems.push(`${run.file}: ${canary}`);
    canaryCaught &&= !canary;
  }
  if (files.length === 0) problems.push(`no *.test.sql in ${relative(ROOT, POLICY_TESTS_DIR)}`);

  const passed = runs.reduce((n, r) => n + r.tap.passed, 0);
  const failed = runs.reduce((n, r) => n + r.tap.failed, 0);
  const checked = runs
    .map((r) => r.output.match(/^# (checked .*)$/m)?.[1])
    .filter(Boolean)
    .join('; ');
  const lines = [];
  for (const run of runs) {
    for (const failure of run.tap.failures) {
      lines.push(`✗ ${failure.description}`, ...failure.diagnostics.map((d) => `    ${d}`));
    }
  }
  lines.push(...problems.map((p) => `✗ ${p}`));
  const retried = runs
    .filter((r) => r.retried)
    .map((r) => `${r.file} ran ${r.retried + 1} times (serialization failure)`);
  lines.push(...retried.map((r) => `↻ ${r}`));
  lines.push(
    `RLS assertions (pgTAP): ${passed + failed} run, ${passed} passed, ${failed} failed; ${checked || 'nothing checked'}; ` +
      `a table added without policies is caught: ${canaryCaught ? 'yes' : 'NO'}`,
  );
  const report = `${lines.join('\n')}\n`;
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, 'db-policies.tap'), runs.map((r) => `# ${r.file}\n${r.output}`).join(''));
  writeFileSync(
    join(outputDir, 'db-policies.json'),
    `${JSON.stringify(
      {
        assertions: passed + failed,
        passed,
        failed,
        checked,
        files: runs.map((r) => ({ file: r.file, passed: r.tap.passed, failed: r.tap.failed })),
        problems,
        retried,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      },
      null,
      2,
    )}\n`,
  );
  return { assertions: passed + failed, passed, failed, files: runs.length, problems, retried, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--offset');
  const url =
    process.env.DATABASE_URL && at === -1
      ? process.env.DATABASE_URL
      : databaseUrl(portsFor(at === -1 ? 0 : Number(process.argv[at + 1])).postgres);
  const result = await runPolicyTests(url, { log: (t) => process.stdout.write(t) });
  process.stdout.write(result.report);
  process.exit(result.failed === 0 && result.problems.length === 0 ? 0 : 1);
}
