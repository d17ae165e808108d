import { describe, expect, it } from 'vitest';
import { INSTALL_PAUSE_DAYS, mayOfferInstall } from './installOffer';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 29, 12);

describe('when the install offer may show', () => {
  it('never on a first visit', () => {
    expect(mayOfferInstall(0, null, NOW)).toBe(false);
    expect(mayOfferInstall(1, null, NOW)).toBe(false);
  });

  it('on a later visit', () => {
    expect(mayOfferInstall(2, null, NOW)).toBe(true);
    expect(mayOfferInstall(40, null, NOW)).toBe(true);
  });

  it('not for 30 days after "Not now"', () => {
    expect(INSTALL_PAUSE_DAYS).toBe(30);
    expect(mayOfferInstall(5, NOW - DAY_MS, NOW)).toBe(false);
    expect(mayOfferInstall(5, NOW - 30 * DAY_MS + 1, NOW)).toBe(false);
    expect(mayOfferInstall(5, NOW - 30 * DAY_MS, NOW)).toBe(true);
  });
});
