#!/usr/bin/env node
// `npm test`: every layer of DESIGN §9 against one fresh local stack (ports offset by 1000, so it runs beside
// `npm start`). Prints one summary line per layer and a total; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies } from './local/prereqs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Dependencies first: the stack modules import npm packages that a fresh clone does not have yet.
ensureDependencies(ROOT, (t) => process.stdout.write(t));
const { startStack } = await import('./local/stack.mjs');
const { checkDatabaseTypes, REGENERATE_COMMAND } = await import('./db-types.mjs');

const TEST_OFFSET = 1000;
const outputDir = join(ROOT, 'test-output');
const log = (text) => process.stdout.write(text);

/** Runs one vitest project; returns { name, passed, failed, skipped, ok, seconds }. */
function runLayer(name, project, env = {}) {
  const report = join(outputDir, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  log(`\n━━ ${name} ━━\n`);
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report))
    return {
      name,
      passed: 0,
      failed: 0,
      skipped: 0,
      ok: false,
      seconds,
      note: `vitest exited ${result.status} without a report`,
    };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + (json.numFailedTestSuites ?? 0);
  return {
    name,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    ok: result.status === 0 && failed === 0 && json.numTotalTests > 0,
    seconds,
    note: json.numTotalTests === 0 ? 'no tests found' : '',
  };
}

/** Typecheck, lint and format check: one summary line, one count per command. */
function runStaticLayer() {
  log('\n━━ static (typecheck, lint, format) ━━\n');
  const started = Date.now();
  const commands = [
    ['typecheck functions', ['tsc', '-p', 'functions/tsconfig.json', '--noEmit']],
    ['typecheck web', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']],
    ['lint', ['eslint', '.', '--max-warnings=0']],
    ['format', ['prettier', '--check', '.', '--log-level', 'warn']],
  ];
  const failedNames = commands
    .filter(
      ([, [bin, ...args]]) =>
        spawnSync(join(ROOT, 'node_modules', '.bin', bin), args, { cwd: ROOT, stdio: 'inherit' }).status !==
        0,
    )
    .map(([name]) => name);
  return {
    name: 'static (typecheck, lint, format)',
    passed: commands.length - failedNames.length,
    failed: failedNames.length,
    skipped: 0,
    ok: failedNames.length === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    note: failedNames.length ? `failed: ${failedNames.join(', ')}` : '',
  };
}

/** The committed database types against the freshly migrated schema (DESIGN §10). */
async function runDatabaseTypesCheck(databaseUrl) {
  log('\n━━ database types (generated from supabase/migrations) ━━\n');
  const started = Date.now();
  const problem = await checkDatabaseTypes(databaseUrl).catch((error) => error.message);
  if (problem) log(`${problem}. Regenerate: ${REGENERATE_COMMAND}\n`);
  return {
    name: 'database types',
    passed: problem ? 0 : 1,
    failed: problem ? 1 : 0,
    skipped: 0,
    ok: !problem,
    seconds: Math.round((Date.now() - started) / 1000),
    note: problem ? `${problem}; run: ${REGENERATE_COMMAND}` : '',
  };
}

function reseed(env) {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'seed.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error('re-seeding before the browser layer failed');
}

const results = [];
let stack;
let exitCode = 1;
const stopAndExit = async (code) => {
  await stack?.stop();
  process.exit(code);
};
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));

try {
  mkdirSync(outputDir, { recursive: true });
  ensureChromium(log);
  results.push(runStaticLayer());
  results.push(runLayer('domain (pure rules)', 'domain'));

  log('\nStarting a fresh local stack for the emulator layers…\n');
  stack = await startStack({ offset: TEST_OFFSET, fresh: true, persist: false, web: 'built', seed: true });
  const env = { ...stack.env, MATKON_TEST_OUTPUT: outputDir };
  results.push(await runDatabaseTypesCheck(env.DATABASE_URL));

  results.push(runLayer('functions (callables and HTTP, emulators + mirror)', 'functions', env));
  results.push(runLayer('triggers (mirror reconciler)', 'triggers', env));
  results.push(runLayer('rules (allow/deny matrix)', 'rules', env));
  reseed(env);
  results.push(runLayer('browser (Playwright + Debian Chromium)', 'browser', env));
  exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  console.error(`\nnpm test could not run: ${error.stack ?? error.message}`);
  exitCode = 1;
}

await stack?.stop();
log('\n━━ Summary ━━\n');
for (const r of results) {
  log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds}s)${r.note ? ` — ${r.note}` : ''}\n`,
  );
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
log(
  `TOTAL ${exitCode === 0 ? 'PASS' : 'FAIL'}: ${total.passed} passed, ${total.failed} failed across ${results.length} layers; screenshots in test-output/screenshots\n`,
);
process.exit(exitCode);
