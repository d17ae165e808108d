// `npm test`'s command line: which layers, which files, which stack. With none of them it runs everything on a fresh
// stack, as CI does.

/** Every layer's slug, in the order npm test runs them. */
export const LAYERS = [
  'static',
  'domain',
  'database-types',
  'bundle-budget',
  'db-policies',
  'functions',
  'triggers',
  'rules',
  'hostile',
  'fuzz',
  'browser',
  'soak',
  'launcher',
];

/** The layers that run against a stack of this run (the launcher's test starts its own). */
export const STACK_LAYERS = LAYERS.filter((layer) => !['static', 'domain', 'launcher'].includes(layer));

export const USAGE = `npm test [-- options]
  --layer <name>     run only this layer (repeat, or name several with commas): ${LAYERS.join(', ')}
  --files <filter>   only the test files whose path contains this text (repeat for more), in the chosen layers
  --running <offset> use the stack already running on this port offset (npm start: 0; a kept test stack: 1000)
  --keep             leave the fresh test stack running at the end, for --running next time
Examples:
  npm test -- --layer functions --files comments
  npm test -- --layer browser --files follows --keep   then   npm test -- --layer browser --files follows --running 1000`;

/** Parses argv; throws with the usage on anything it does not know. */
export function parseTestOptions(argv) {
  const options = { layers: [], files: [], running: null, keep: false };
  const valueOf = (index, name) => {
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value\n\n${USAGE}`);
    return value;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--layer') {
      for (const name of valueOf(i, arg).split(',')) {
        if (!LAYERS.includes(name)) throw new Error(`unknown layer "${name}"\n\n${USAGE}`);
        options.layers.push(name);
      }
      i += 1;
    } else if (arg === '--files') {
      options.files.push(valueOf(i, arg));
      i += 1;
    } else if (arg === '--running') {
      const offset = Number(valueOf(i, arg));
      if (!Number.isInteger(offset) || offset < 0)
        throw new Error(`--running takes a port offset (0 for npm start)\n\n${USAGE}`);
      options.running = offset;
      i += 1;
    } else if (arg === '--keep') {
      options.keep = true;
    } else if (arg === '--help' || arg === '-h') {
      throw new Error(USAGE);
    } else {
      throw new Error(`unknown option "${arg}"\n\n${USAGE}`);
    }
  }
  if (options.keep && options.running !== null)
    throw new Error(
      `--keep and --running contradict each other: a running stack is not ours to keep\n\n${USAGE}`,
    );
  if (options.layers.length === 0) options.layers = [...LAYERS];
  return options;
}

/** Whether the run is the whole suite (CI's run): only then are the layer times compared with the recorded run. */
export const isWholeSuite = (options) =>
  options.files.length === 0 && options.running === null && LAYERS.every((l) => options.layers.includes(l));
