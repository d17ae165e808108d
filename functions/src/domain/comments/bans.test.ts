import { describe, expect, it } from 'vitest';
import {
  BAN_MESSAGES,
  banInEffect,
  banRefusal,
  bannedUsersPage,
  banUntilFrom,
  banUserInputSchema,
  bannedUsersQuerySchema,
  type BanDoc,
} from './bans';

const now = new Date('2026-11-24T12:00:00.000Z');

const ban = (userId: string, fields: Partial<BanDoc> = {}): BanDoc => ({
  userId,
  profile: { displayName: `Name ${userId}`, email: `${userId}@example.com` },
  banReason: 'spam',
  bannedAt: '2026-11-20T00:00:00.000Z',
  banUntil: '',
  bannedBy: 'admin',
  totalComments: 0,
  ...fields,
});

describe('a ban (002 §3, §9: empty until = permanent)', () => {
  it('holds forever without an end, until its end otherwise', () => {
    expect(banInEffect('', now)).toBe(true);
    expect(banInEffect(undefined, now)).toBe(true);
    expect(banInEffect('2026-11-24T12:00:01.000Z', now)).toBe(true);
    expect(banInEffect('2026-11-24T12:00:00.000Z', now)).toBe(false);
    expect(banInEffect('2026-11-23T00:00:00.000Z', now)).toBe(false);
    expect(banInEffect({ toMillis: () => now.getTime() + 1 }, now)).toBe(true);
  });

  it('stores an end ahead of now as an ISO time and refuses one that has passed', () => {
    expect(banUntilFrom('', now)).toEqual({ banUntil: '' });
    expect(banUntilFrom('2026-12-01', now)).toEqual({ banUntil: '2026-12-01T00:00:00.000Z' });
    expect(banUntilFrom('2026-11-24T12:00:00.000Z', now)).toEqual({ error: BAN_MESSAGES.untilPast });
    expect(banUntilFrom('soon', now)).toEqual({ error: BAN_MESSAGES.untilInvalid });
  });

  it('needs a reason and a date-like end', () => {
    const refusal = (input: unknown) => banUserInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(refusal({ userId: 'u', reason: '  ' })).toBe(BAN_MESSAGES.reasonRequired);
    expect(refusal({ userId: 'u', reason: 'spam', until: 'tomorrow-ish' })).toBe(BAN_MESSAGES.untilInvalid);
    expect(banUserInputSchema.parse({ userId: 'u', reason: ' spam ' })).toEqual({
      userId: 'u',
      reason: 'spam',
      until: '',
    });
  });
});

describe('the Banned Users tab', () => {
  const query = (fields: object = {}) => bannedUsersQuerySchema.parse(fields);

  it('lists the bans in effect, newest first, leaving out the ones that ended', () => {
    const page = bannedUsersPage(
      [
        ban('old'),
        ban('ended', { banUntil: '2026-11-23T00:00:00.000Z' }),
        ban('new', { bannedAt: '2026-11-22T00:00:00.000Z', banUntil: '2026-12-24T00:00:00.000Z' }),
      ],
      query(),
      now,
    );
    expect(page.bannedUsers.map((b) => b.userId)).toEqual(['new', 'old']);
    expect(page.hasMore).toBe(false);
  });

  it('searches name, email and reason, and pages by limit', () => {
    const bans = [ban('a', { banReason: 'Trolling' }), ban('b'), ban('c')];
    expect(bannedUsersPage(bans, query({ search: 'troll' }), now).bannedUsers.map((b) => b.userId)).toEqual([
      'a',
    ]);
    expect(bannedUsersPage(bans, query({ search: 'b@example' }), now).bannedUsers).toHaveLength(1);
    const first = bannedUsersPage(bans, query({ limit: 2 }), now);
    expect(first.bannedUsers).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(bannedUsersPage(bans, query({ limit: 2, page: 2 }), now).bannedUsers).toHaveLength(1);
  });
});

describe('the refusal a banned commenter reads', () => {
  it('names the end and the reason when the ban has them', () => {
    expect(banRefusal('Spam links', '2026-12-24T09:30:00.000Z')).toEqual({
      message: 'You are banned from commenting until 2026-12-24 09:30 UTC. Reason: Spam links',
      details: { reason: 'banned', banReason: 'Spam links', banUntil: '2026-12-24T09:30:00.000Z' },
    });
    expect(banRefusal('Trolling', '').message).toBe(
      'You are banned from commenting permanently. Reason: Trolling',
    );
  });

  it('leaves out what the ban does not say (an old ban without a reason, an unreadable end)', () => {
    expect(banRefusal(undefined, undefined)).toEqual({
      message: BAN_MESSAGES.bannedPermanently,
      details: { reason: 'banned', banReason: '', banUntil: '' },
    });
  });
});
