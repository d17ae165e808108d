import { describe, expect, it } from 'vitest';
import { LINK_LIMITS } from './constants';
import { expiresAtFrom, linkState, stateMessage, timeLeft } from './state';

const now = new Date('2026-11-24T10:00:00.000Z');
const open = { expiresAt: expiresAtFrom(now), usedAt: null, revokedAt: null };

describe('linkState (001 §4: created, valid 24 hours, then expired or used once)', () => {
  it('is open for 24 hours from creation and expired from the 24th hour on', () => {
    expect(open.expiresAt).toBe('2026-11-25T10:00:00.000Z');
    expect(linkState(open, now)).toBe('open');
    expect(linkState(open, new Date(now.getTime() + LINK_LIMITS.validMs - 1))).toBe('open');
    expect(linkState(open, new Date(now.getTime() + LINK_LIMITS.validMs))).toBe('expired');
  });

  it('is used once used, whatever the clock says, and used wins over revoked', () => {
    const used = { ...open, usedAt: now.toISOString() };
    expect(linkState(used, now)).toBe('used');
    expect(linkState(used, new Date('2030-01-01'))).toBe('used');
    expect(linkState({ ...used, revokedAt: now.toISOString() }, now)).toBe('used');
  });

  it('is revoked once cancelled, even before it would expire', () => {
    expect(linkState({ ...open, revokedAt: now.toISOString() }, now)).toBe('revoked');
  });

  it('treats a missing or broken expiry as expired (never open by accident)', () => {
    expect(linkState({ expiresAt: '' }, now)).toBe('expired');
    expect(linkState({ expiresAt: 'tomorrow' }, now)).toBe('expired');
  });

  it("names each closed state with the fill-in page's heading (001 §8)", () => {
    expect(stateMessage('expired')).toBe('Link has expired');
    expect(stateMessage('used')).toBe('Link has already been used');
  });
});

describe('timeLeft (001 §2: hours and minutes, or minutes only)', () => {
  it('rounds up to whole minutes and splits hours', () => {
    expect(timeLeft(open.expiresAt, now)).toEqual({ hours: 24, minutes: 0 });
    expect(timeLeft(open.expiresAt, new Date('2026-11-25T08:29:30.000Z'))).toEqual({ hours: 1, minutes: 31 });
    expect(timeLeft(open.expiresAt, new Date('2026-11-25T09:15:00.000Z'))).toEqual({ hours: 0, minutes: 45 });
  });

  it('is zero once expired', () => {
    expect(timeLeft(open.expiresAt, new Date('2026-11-26T00:00:00.000Z'))).toEqual({ hours: 0, minutes: 0 });
  });
});
