import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * Web unit files that replace modules (`vi.mock`) or test a module's first start (marked `// own module graph: why`):
 * a module graph of their own each. The others share one per worker, which saves most of the layer's CPU (an isolated
 * file imports React, i18next and happy-dom again).
 */
const WEB_FILES_WITH_MODULE_MOCKS = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `web/src/${file}`)
  .filter((file) => /vi\.mock\(|^\/\/ own module graph:/m.test(readFileSync(file, 'utf8')));

const WEB_UNIT_SETUP = 'web/src/testing/asyncWaits.ts';

const APP_CHECK_FILE = 'functions/src/platform/appCheck.emulator.test.ts';

/** Files of the layers that need a running stack; the pure layer leaves them out. */
const STACK_LAYER_FILES = [
  '**/*.launcher.test.mjs',
  '**/*.emulator.test.ts',
  '**/*.rules.test.ts',
  '**/*.trigger.test.ts',
  '**/*.hostile.test.ts',
  '**/*.fuzz.test.ts',
  '**/*.soak.test.ts',
  '**/node_modules/**',
];

// One project per test layer (DESIGN §9); scripts/test.mjs runs them in order against one running stack.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['functions/src/**/*.test.ts', 'eslint/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: STACK_LAYER_FILES,
          environment: 'node',
          // Pure node units keep no state between files: one module graph per worker instead of one per file
          // halves the layer's import time (decision 0032).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'domain-web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...STACK_LAYER_FILES, ...WEB_FILES_WITH_MODULE_MOCKS],
          environment: 'node',
          setupFiles: [WEB_UNIT_SETUP],
          isolate: false,
          // Web units run without App Check (no stack to issue tokens); the browser layer runs it for real.
          env: { VITE_APP_CHECK: 'off' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'domain-web-mocks',
          include: WEB_FILES_WITH_MODULE_MOCKS,
          environment: 'node',
          setupFiles: [WEB_UNIT_SETUP],
          env: { VITE_APP_CHECK: 'off' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          include: ['functions/src/**/*.emulator.test.ts'],
          exclude: [APP_CHECK_FILE],
          environment: 'node',
          setupFiles: ['functions/src/testing/deleteRecipesAfterFile.ts'],
          // One module graph for the layer's files (they run one after the other against the stack): each file no
          // longer imports firebase-admin and the functions afresh (decision 0032).
          isolate: false,
          testTimeout: 60000,
          hookTimeout: 60000,
          fileParallelism: false,
          // As the browser layer: one more try for a test that lost a race with a loaded CI machine (the summary
          // names it under "passed only on a second try", so a flaky test is seen, not hidden).
          retry: 1,
        },
      },
      {
        // The functions layer's one file that needs a process of its own: it turns App Check enforcement on in the
        // environment before firebase-functions reads it at load.
        resolve: { alias },
        test: {
          name: 'functions-app-check',
          include: [APP_CHECK_FILE],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'triggers',
          include: ['functions/src/**/*.trigger.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        // Every contract's call fuzzed over HTTP against the running stack (issue 8 §2): MATKON_FUZZ_CASES per call.
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['functions/src/**/*.fuzz.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        // The mirror protocol's fault soak (issue 8 §5): MATKON_SOAK_MUTATIONS mutations with faults injected.
        resolve: { alias },
        test: {
          name: 'soak',
          include: ['functions/src/**/*.soak.test.ts'],
          environment: 'node',
          // The reconciler's debug line for each event the soak delivers itself: hundreds, and the report says more.
          onConsoleLog: (log) => !log.includes('"message":"Mirror reconciled"'),
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          include: ['**/*.rules.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30000,
          fileParallelism: false,
        },
      },
      {
        // The hostile client (issue 8 §1): the firebase JS SDK against the stack's Auth and Firestore emulators.
        resolve: { alias },
        test: {
          name: 'hostile',
          include: ['functions/src/**/*.hostile.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      {
        // The launcher itself (scripts/local): its own stack on MATKON_LAUNCHER_TEST_OFFSET, beside the others.
        test: {
          name: 'launcher',
          include: ['scripts/**/*.launcher.test.mjs'],
          environment: 'node',
          testTimeout: 600000,
        },
      },
      {
        // Browser journeys (playwright-core + Debian chromium) against a running stack: MATKON_WEB_URL, DATABASE_URL.
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // The journeys share one module graph (playwright-core, pg, support.ts) instead of importing it per file:
          // they keep no state between files but their run suffix, and no file's names collide with another's.
          isolate: false,
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
          // expect.poll's default of 1 s is shorter than a callable's round trip on a loaded 2-core machine.
          expect: { poll: { timeout: 20000, interval: 100 } },
          // One more try for a journey step that lost a race with the machine; npm test's summary names every test
          // that needed it, so a flaky test is seen, not hidden.
          retry: 1,
        },
      },
    ],
  },
});
