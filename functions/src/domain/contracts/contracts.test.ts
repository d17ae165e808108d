import { describe, expect, it } from 'vitest';
import { CALLABLE_CONTRACTS, HTTP_CONTRACTS } from './index';

describe('the contracts list', () => {
  it('names every callable once, as <group>-<export>', () => {
    const names = CALLABLE_CONTRACTS.map((contract) => contract.name);
    expect(names.length).toBeGreaterThanOrEqual(17);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      expect(name).toMatch(
        /^(admin|users|recipes|media|social|ratings|favorites|household|plan|shopping)-[A-Za-z]+$/,
      );
  });

  it('keys every HTTP endpoint once by its method and /api path', () => {
    const keys = HTTP_CONTRACTS.map((contract) => contract.key);
    expect(keys.length).toBeGreaterThanOrEqual(15);
    expect(new Set(keys).size).toBe(keys.length);
    for (const contract of HTTP_CONTRACTS) {
      expect(contract.key).toBe(`${contract.method} ${contract.path}`);
      expect(contract.path).toMatch(/^\/api\//);
    }
  });

  it("lists bad input among every call's errors", () => {
    for (const contract of [...CALLABLE_CONTRACTS, ...HTTP_CONTRACTS])
      expect(contract.errors).toContain('invalid-argument');
  });
});
