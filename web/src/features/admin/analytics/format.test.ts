import { describe, expect, it } from 'vitest';
import { freshness } from './format';

describe('how fresh the analytics are (decision 0066)', () => {
  const now = new Date('2026-11-29T18:40:00Z');

  it('says the time alone when the figures were computed today, in the viewer’s time zone', () => {
    expect(freshness('2026-11-29T12:00:00Z', now, 'en-GB', 'UTC')).toEqual({
      key: 'asOf.today',
      time: '12:00',
      date: '',
    });
    expect(freshness('2026-11-29T12:00:00Z', now, 'he', 'Asia/Jerusalem').time).toBe('14:00');
  });

  it('adds the date when they were computed on an earlier day there', () => {
    const earlier = freshness('2026-11-28T23:30:00Z', now, 'en-GB', 'UTC');
    expect(earlier).toEqual({ key: 'asOf.earlier', time: '23:30', date: '28 Nov 2026' });
    // the same moment is already the 29th in Jerusalem: today there
    expect(freshness('2026-11-28T23:30:00Z', now, 'en-GB', 'Asia/Jerusalem')).toMatchObject({
      key: 'asOf.today',
      time: '1:30',
    });
  });
});
