import { describe, expect, it } from 'vitest';
import { MIRROR_MAPPINGS } from '../../platform/mirror/mappings';
import type { MirrorMapping } from '../../platform/mirror/types';
import { assertEveryMappingSoaked, soakMutators } from './mutators';

describe('the fault soak covers every mirrored entity', () => {
  it('has a generator for, or covering, each mapping of MIRROR_MAPPINGS', () => {
    expect(() => assertEveryMappingSoaked(MIRROR_MAPPINGS, soakMutators(MIRROR_MAPPINGS))).not.toThrow();
  });

  it('stops, by table name, at a mapping without one', () => {
    const canary = {
      collection: 'canaries',
      table: 'canaries',
      toRow: () => ({}),
    } as unknown as MirrorMapping;
    const mappings = [...MIRROR_MAPPINGS, canary];
    expect(() => assertEveryMappingSoaked(mappings, soakMutators(mappings))).toThrow(
      /no mutation generator for the mirrored table\(s\) canaries/,
    );
  });
});
