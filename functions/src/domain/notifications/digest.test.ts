import { describe, expect, it } from 'vitest';
import { DIGEST, digestDue, digestSections, digestSince, type DigestLine } from './digest';

const line = (type: DigestLine['type'], n = 0): DigestLine => ({
  type,
  actorName: `Person ${n}`,
  actorId: `u${n}`,
  recipeTitle: 'Soup',
  recipeId: 'r1',
  commentText: '',
});

describe('the daily digest rule', () => {
  it('goes out at most once per UTC day', () => {
    const morning = new Date('2026-11-28T06:00:00Z');
    expect(digestDue(null, morning)).toBe(true);
    expect(digestDue({ sentAt: '2026-11-28T00:00:02Z', coveredUntil: '' }, morning)).toBe(false);
    expect(digestDue({ sentAt: '2026-11-27T18:00:02Z', coveredUntil: '' }, morning)).toBe(true);
  });

  it('covers from the last covered time, never further back than the look-back', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    const floor = now.getTime() - DIGEST.lookbackDays * 86_400_000;
    expect(digestSince(null, now).getTime()).toBe(floor);
    expect(digestSince({ sentAt: '', coveredUntil: '2026-11-27T18:00:00Z' }, now).toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
    expect(digestSince({ sentAt: '', coveredUntil: '2020-01-01T00:00:00Z' }, now).getTime()).toBe(floor);
  });

  it('groups followers, comments and replies, shared recipes; leaves empty sections out; caps each', () => {
    const many = Array.from({ length: DIGEST.linesPerSection + 3 }, (_, n) => line('new_follower', n));
    const sections = digestSections([...many, line('reply_on_recipe'), line('comment_on_recipe')]);
    expect(sections.map((s) => [s.section, s.shown.length, s.more])).toEqual([
      ['followers', DIGEST.linesPerSection, 3],
      ['comments', 2, 0],
    ]);
    expect(digestSections([])).toEqual([]);
  });
});
