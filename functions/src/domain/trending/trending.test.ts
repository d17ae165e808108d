import { describe, expect, it } from 'vitest';
import { emptyTrendPeriod, PERIOD_KINDS, trendPeriodsOf } from '.';

const NOW = '2026-11-24T06:00:00.000Z';

describe('trendPeriodsOf', () => {
  const follows = [
    { followingId: 'a', followedAt: '2026-11-23T10:00:00Z' }, // Monday of 2026-W48
    { followingId: 'a', followedAt: '2026-11-24T01:00:00Z' },
    { followingId: 'b', followedAt: '2026-11-22T23:59:59Z' }, // Sunday: 2026-W47
    { followingId: 'b', followedAt: 'not a time' },
  ];

  it('counts each followed user per ISO week', () => {
    const weeks = trendPeriodsOf(follows, PERIOD_KINDS.weekly, NOW);
    expect([...weeks.keys()].sort()).toEqual(['2026-W47', '2026-W48']);
    expect(weeks.get('2026-W48')).toEqual({
      periodStart: '2026-11-23T00:00:00.000Z',
      periodEnd: '2026-11-29T23:59:59.999Z',
      lastUpdated: NOW,
      totalNewConnections: 2,
      newFollowers: { a: 2 },
    });
    expect(weeks.get('2026-W47')?.newFollowers).toEqual({ b: 1 });
  });

  it('and per month', () => {
    const months = trendPeriodsOf(follows, PERIOD_KINDS.monthly, NOW);
    expect([...months.keys()]).toEqual(['2026-11']);
    expect(months.get('2026-11')).toMatchObject({ totalNewConnections: 3, newFollowers: { a: 2, b: 1 } });
  });

  it('an empty period is still a document', () => {
    expect(emptyTrendPeriod(PERIOD_KINDS.monthly(new Date(NOW)), NOW)).toMatchObject({
      totalNewConnections: 0,
      newFollowers: {},
      periodStart: '2026-11-01T00:00:00.000Z',
    });
  });
});
