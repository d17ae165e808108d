import { describe, expect, it } from 'vitest';
import {
  HOME_JS_BUDGET_BYTES,
  HOME_JS_TARGET_BYTES,
  htmlEntries,
  judgeHome,
  measureHome,
} from './bundle-budget.mjs';

const html = `<!doctype html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" href="/assets/index-c.css"></head>`;

function chunk(file, modules, imports = [], dynamicImports = []) {
  return { file, isEntry: false, facadeModuleId: modules.at(-1), imports, dynamicImports, modules };
}

/** A build shaped like ours: entry → vendor (static), shell and home lazy, admin and TensorFlow lazy elsewhere. */
function build({ homeImports = [], homeModules = [] } = {}) {
  return [
    chunk(
      'assets/index-a.js',
      ['web/src/main.tsx'],
      ['assets/vendor-b.js'],
      ['assets/shell.js', 'assets/home.js'],
    ),
    chunk('assets/vendor-b.js', ['node_modules/react/index.js']),
    chunk('assets/shell.js', ['web/src/app/shell/Shell.tsx'], ['assets/vendor-b.js']),
    chunk('assets/home.js', [...homeModules, 'web/src/app/routes/homeRoute.tsx'], homeImports),
    chunk('assets/admin.js', ['web/src/features/admin/routes.tsx']),
    chunk('assets/tf.js', ['node_modules/@tensorflow/tfjs-core/dist/index.js']),
  ];
}

const sizes = {
  'assets/index-a.js': 1000,
  'assets/vendor-b.js': 1000,
  'assets/shell.js': 10,
  'assets/home.js': 10,
};
/** Random bytes do not compress: gzip size ≈ raw size, so a chunk's size is chosen by its length. */
const readChunk = (file, big = 0) =>
  Buffer.from(
    Array.from({ length: (sizes[file] ?? 10) + (file === 'assets/vendor-b.js' ? big : 0) }, () =>
      Math.floor(Math.random() * 256),
    ),
  );

describe('bundle budget', () => {
  it('reads the module entry and the modulepreload links of index.html, not the stylesheet', () => {
    expect(htmlEntries(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it("counts the entry's static graph and the home route's lazy screens, not the other lazy chunks", () => {
    const result = measureHome({ html, chunks: build(), readChunk: (f) => readChunk(f) });
    expect(result.sizes.map((s) => s.file).sort()).toEqual([
      'assets/home.js',
      'assets/index-a.js',
      'assets/shell.js',
      'assets/vendor-b.js',
    ]);
    expect(result.forbidden).toEqual([]);
    expect(result.gzip).toBeGreaterThan(2000);
    expect(result.gzip).toBeLessThan(HOME_JS_BUDGET_BYTES);
  });

  it('finds TensorFlow and the admin area when the home route imports them statically', () => {
    const chunks = build({ homeImports: ['assets/tf.js', 'assets/admin.js'] });
    const result = measureHome({ html, chunks, readChunk: (f) => readChunk(f) });
    expect(result.forbidden.map((f) => f.name).sort()).toEqual(['TensorFlow', 'the admin area']);
  });

  it('finds charts bundled into a home chunk', () => {
    const chunks = build({ homeModules: ['node_modules/recharts/es6/index.js'] });
    expect(measureHome({ html, chunks, readChunk: (f) => readChunk(f) }).forbidden).toEqual([
      { name: 'charts', file: 'assets/home.js', module: 'node_modules/recharts/es6/index.js' },
    ]);
  });

  it('goes over the budget when the initial chunks do', () => {
    const result = measureHome({
      html,
      chunks: build(),
      readChunk: (f) => readChunk(f, HOME_JS_BUDGET_BYTES),
    });
    expect(result.gzip).toBeGreaterThan(HOME_JS_BUDGET_BYTES);
  });

  describe('verdict', () => {
    const result = (gzip, forbidden = []) => ({
      gzip,
      raw: gzip * 3,
      sizes: [{ file: 'assets/framework.js', raw: gzip * 3, gzip }],
      forbidden,
    });

    it('passes quietly under the 135 KB target', () => {
      const verdict = judgeHome(result(HOME_JS_TARGET_BYTES));
      expect(verdict).toMatchObject({ ok: true, warning: null });
      expect(verdict.lines[0]).toBe(
        'home route initial JS: 135.0 KB gzip (405.0 KB raw) in 1 chunks; budget 150.0 KB gzip, target 135.0 KB',
      );
      expect(verdict.lines.some((line) => line.startsWith('WARNING'))).toBe(false);
    });

    it('passes with a warning between the target and the budget', () => {
      const verdict = judgeHome(result(HOME_JS_TARGET_BYTES + 100));
      expect(verdict.ok).toBe(true);
      expect(verdict.warning).toBe(
        'home route initial JS 135.1 KB gzip is over the 135.0 KB target (issue 30)',
      );
      expect(verdict.lines[0]).toMatch(/target 135\.0 KB — over the target \(warning\)$/);
      expect(verdict.lines.at(-1)).toBe(`WARNING: ${verdict.warning}`);
    });

    it('fails over the 150 KB budget, and with forbidden code under it', () => {
      const over = judgeHome(result(HOME_JS_BUDGET_BYTES + 100));
      expect(over.ok).toBe(false);
      expect(over.lines[0]).toMatch(/— OVER BUDGET$/);
      const forbidden = [
        { name: 'charts', file: 'assets/home.js', module: 'node_modules/recharts/es6/index.js' },
      ];
      expect(judgeHome(result(100_000, forbidden)).ok).toBe(false);
    });
  });
});
