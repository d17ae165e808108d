import { describe, expect, it } from 'vitest';
import { createFaultSwitch, faultProblem } from './mirrorFaults.mjs';

const write = (table, id, version = 3) => ({
  table,
  firebase_id: id,
  version,
  row: {},
  only_if_newer: false,
});
const reconcile = (table, id) => ({ ...write(table, id), only_if_newer: true });

describe('the mirror gateway fault switch', () => {
  it('refuses a fault it cannot apply, naming the field', () => {
    expect(faultProblem({ fault: 'explode', writer: 'service', table: 'recipes' })).toMatch(/^fault must be/);
    expect(faultProblem({ fault: 'busy', writer: 'client', table: 'recipes' })).toMatch(/^writer must be/);
    expect(faultProblem({ fault: 'busy', writer: 'service' })).toMatch(/^table/);
    expect(faultProblem({ fault: 'kill', writer: 'reconciler', table: 'recipes' })).toMatch(
      /service writer only/,
    );
    expect(faultProblem({ fault: 'kill', writer: 'service', table: 'recipes', create: true })).toBeNull();
    expect(
      faultProblem({ fault: 'kill', rpc: 'mirror_restore', writer: 'service', table: 'recipes' }),
    ).toMatch(/unreachable or busy/);
  });

  it('answers the first matching RPC once, by writer, table, document and create', () => {
    const faults = createFaultSwitch();
    expect(faults.idle).toBe(true);
    faults.arm({ id: 'f1', fault: 'busy', writer: 'service', table: 'recipes', firebaseId: 'r1' });
    expect(faults.status().armedIds).toEqual(['f1']);
    expect(faults.take('mirror_apply', [reconcile('recipes', 'r1')])).toBeNull();
    expect(faults.take('mirror_apply', [write('recipes', 'r2')])).toBeNull();
    expect(faults.take('mirror_restore', [write('recipes', 'r1')])).toBeNull();
    expect(faults.take('mirror_apply', [write('profiles', 'u1'), write('recipes', 'r1')])).toBe('busy');
    expect(faults.take('mirror_apply', [write('recipes', 'r1')])).toBeNull();
    faults.arm({ fault: 'unreachable', writer: 'service', table: 'recipes', create: true });
    expect(faults.take('mirror_apply', [write('recipes', 'r3', 4)])).toBeNull();
    expect(faults.take('mirror_apply', [write('recipes', 'r3', null)])).toBe('unreachable');
    expect(faults.status()).toMatchObject({ armed: 0, pending: 0, injected: { busy: 1, unreachable: 1 } });
  });

  it('keeps a commit fault for the hook that asks with one of the RPC documents', () => {
    const faults = createFaultSwitch();
    faults.arm({ fault: 'kill', writer: 'service', table: 'recipes' });
    expect(faults.take('mirror_apply', [write('recipes', 'r1'), write('profiles', 'u1')])).toBeNull();
    expect(faults.status()).toMatchObject({
      armed: 0,
      pending: 1,
      log: [{ fault: 'kill', rpc: 'mirror_apply', keys: ['recipes/r1', 'profiles/u1'] }],
    });
    expect(faults.commit(['tags/t1'])).toBeNull();
    expect(faults.commit(['profiles/u1'])).toBe('kill');
    expect(faults.commit(['profiles/u1'])).toBeNull();
    faults.arm({
      fault: 'unreachable',
      rpc: 'mirror_restore',
      writer: 'service',
      table: 'recipes',
      firebaseId: 'r1',
    });
    expect(faults.take('mirror_apply', [write('recipes', 'r1')])).toBeNull();
    expect(faults.take('mirror_restore', [{ table: 'recipes', firebase_id: 'r1', deleted: false }])).toBe(
      'unreachable',
    );
    faults.reset();
    expect(faults.status()).toEqual({ armed: 0, armedIds: [], pending: 0, injected: {}, log: [] });
  });
});
