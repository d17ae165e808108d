import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in web/src nor functions/src (issue 7 §5), counting type-only and lazy imports: a cycle is two
 * modules that cannot be understood, tested or split apart one without the other.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importGraph(sourceDir: string, tsconfig: string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`Cannot read ${tsconfig}`);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, sourceDir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName);
    graph.set(file, targets);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'visiting') {
        found.push([...path.slice(path.indexOf(target)), target].map((f) => relative(root, f)).join(' → '));
      } else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('import cycles', { timeout: 30_000 }, () => {
  it.each([
    ['web/src', 'web/tsconfig.json'],
    ['functions/src', 'functions/tsconfig.json'],
  ])('%s has none', (sourceDir, tsconfig) => {
    expect(cycles(importGraph(sourceDir, tsconfig))).toEqual([]);
  });
});
