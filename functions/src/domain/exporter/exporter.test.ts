import { describe, expect, it } from 'vitest';
import { exportResult, fieldsOf, kindOf } from '.';

class Timestamp {}

describe('the structure exporter', () => {
  it('names each field with every type seen', () => {
    expect(
      fieldsOf([
        { title: 'a', views: 1, tags: [] },
        { title: 'b', views: null, at: new Timestamp() },
      ]),
    ).toEqual({
      at: 'timestamp',
      tags: 'array',
      title: 'string',
      views: 'null|number',
    });
    expect(kindOf({ a: 1 })).toBe('map');
  });

  it('sums the documents and writes a markdown report per collection', () => {
    const result = exportResult('2026-11-24T05:00:00.000Z', {
      users: { documentCount: 3, fields: { displayName: 'string' }, subcollections: ['favoriteMetadata'] },
      recipes: { documentCount: 16, fields: {}, subcollections: [], error: 'denied' },
    });
    expect(result.summary).toEqual({ totalCollections: 2, totalDocuments: 19 });
    expect(result.report).toContain('## recipes\n\n- Documents: 16\n- Error: denied');
    expect(result.report).toContain('- Subcollections: favoriteMetadata');
    expect(result.report).toContain('| displayName | string |');
    expect(result.report.indexOf('## recipes')).toBeLessThan(result.report.indexOf('## users'));
  });
});
