import { describe, expect, it } from 'vitest';
import { faultHookActive } from './faultHook';

describe('the fault soak commit hook', () => {
  const local = { MATKON_MIRROR_URL: 'http://127.0.0.1:54321' };

  it('is active only inside the Functions emulator with the launcher flag', () => {
    expect(faultHookActive({ ...local, FUNCTIONS_EMULATOR: 'true', MATKON_MIRROR_FAULTS: '1' })).toBe(true);
  });

  it('stays off when deployed, in tests and scripts, or without the flag', () => {
    expect(faultHookActive({ ...local, MATKON_MIRROR_FAULTS: '1' })).toBe(false);
    expect(faultHookActive({ ...local, FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(faultHookActive({ FUNCTIONS_EMULATOR: 'true', MATKON_MIRROR_FAULTS: '1' })).toBe(false);
    expect(faultHookActive({})).toBe(false);
  });
});
