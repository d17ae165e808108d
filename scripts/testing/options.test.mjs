import { describe, expect, it } from 'vitest';
import { isWholeSuite, LAYERS, parseTestOptions, STACK_LAYERS } from './options.mjs';

describe("npm test's options", () => {
  it('runs every layer on a fresh stack when given nothing', () => {
    const options = parseTestOptions([]);
    expect(options).toEqual({ layers: LAYERS, files: [], running: null, keep: false });
    expect(isWholeSuite(options)).toBe(true);
  });

  it('takes layers repeated or by commas, files, a running stack', () => {
    const options = parseTestOptions([
      '--layer',
      'functions',
      '--layer',
      'browser,fuzz',
      '--files',
      'comments',
      '--running',
      '1000',
    ]);
    expect(options).toEqual({
      layers: ['functions', 'browser', 'fuzz'],
      files: ['comments'],
      running: 1000,
      keep: false,
    });
    expect(isWholeSuite(options)).toBe(false);
  });

  it('names what it does not know and shows the usage', () => {
    expect(() => parseTestOptions(['--layer', 'functon'])).toThrow(/unknown layer "functon"[\s\S]*--files/);
    expect(() => parseTestOptions(['--fast'])).toThrow(/unknown option "--fast"/);
    expect(() => parseTestOptions(['--files'])).toThrow(/--files needs a value/);
    expect(() => parseTestOptions(['--running', 'x'])).toThrow(/--running takes a port offset/);
    expect(() => parseTestOptions(['--keep', '--running', '0'])).toThrow(/contradict/);
  });

  it('knows which layers need a stack of the run', () => {
    // every layer but the pure ones and the launcher's (which starts its own stack), in the order they run
    expect(LAYERS.filter((layer) => !STACK_LAYERS.includes(layer))).toEqual(['static', 'domain', 'launcher']);
    expect(STACK_LAYERS).toEqual(LAYERS.filter((layer) => STACK_LAYERS.includes(layer)));
  });
});
