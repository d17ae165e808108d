// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RESERVED_PATH_SEGMENTS } from '@/platform/paths';
import { routes } from './router';

/** Every route path's first static segment, through layout routes (which have no path). */
function firstSegments(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const own = route.path ? [path.split('/').filter(Boolean)[0] ?? ''] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

describe('route table', () => {
  it('lists every static first segment among the words a channel cannot take', () => {
    const segments = new Set(firstSegments(routes).filter((s) => s && !s.startsWith(':') && s !== '*'));
    expect(segments.size).toBeGreaterThan(20);
    for (const segment of segments) expect(RESERVED_PATH_SEGMENTS, segment).toContain(segment);
  });
});
