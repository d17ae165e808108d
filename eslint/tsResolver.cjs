// An import resolver (eslint-module-utils interface 2) on TypeScript's own module resolution, with the tsconfig
// of the package the importing file belongs to: `@/…`, `@domain/…`, `.js` → `.ts` and barrels resolve exactly as
// tsc resolves them. (eslint-import-resolver-typescript needs native bindings the project's registry lacks.)
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');
const configs = new Map();

function compilerOptions(file) {
  const tsconfig = path.join(
    root,
    path.relative(root, file).startsWith('web') ? 'web' : 'functions',
    'tsconfig.json',
  );
  if (!configs.has(tsconfig)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      tsconfig,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
    );
    configs.set(tsconfig, parsed ? parsed.options : {});
  }
  return configs.get(tsconfig);
}

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const resolved = ts.resolveModuleName(source, file, compilerOptions(file), ts.sys).resolvedModule;
  if (!resolved) return { found: false };
  if (resolved.isExternalLibraryImport) return { found: true, path: null };
  return { found: true, path: resolved.resolvedFileName };
};
