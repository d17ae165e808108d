import { describe, expect, it } from 'vitest';
import { routePatterns } from './routeList';

describe('route list (the screens the gates visit)', () => {
  it('reads every screen from the route table, the admin area from its own table', () => {
    const patterns = routePatterns();
    const list = patterns.map((p) => p.pattern);
    expect(list).toEqual(
      expect.arrayContaining(['/', '/login', '/recipe/:id', '/recipe/:id/edit', '/:username', '/*']),
    );
    expect(list).toEqual(expect.arrayContaining(['/admin', '/admin/categories', '/admin/recipes/:id']));
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((p) => p.endsWith('*'))).toEqual(['/*']);
    expect(patterns.filter((p) => p.area === 'admin').every((p) => p.pattern.startsWith('/admin'))).toBe(
      true,
    );
    expect(patterns.filter((p) => p.area === 'site').some((p) => p.pattern.startsWith('/admin'))).toBe(false);
  });
});
