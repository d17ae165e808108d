/* global require, module, __dirname */
// The import resolver the boundary rules use: the two path aliases of the project (web's `@/…` and the shared
// `@domain/…`) mapped to their folders, then Node's resolution with TypeScript's extensions. Hand-written because
// eslint-import-resolver-typescript needs native bindings (unrs-resolver) that this registry lacks for other
// platforms, which breaks `npm ci` (docs/decisions/0007-boundaries.md).
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = [
  ['@domain/', path.join(ROOT, 'functions/src/domain/')],
  ['@domain', path.join(ROOT, 'functions/src/domain')],
  ['@/', path.join(ROOT, 'web/src/')],
];
const OPTIONS = { extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'] };

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    const alias = ALIASES.find(([prefix]) => source === prefix || source.startsWith(prefix));
    const target = alias ? alias[1] + source.slice(alias[0].length) : source;
    return node.resolve(target, file, OPTIONS);
  },
};
