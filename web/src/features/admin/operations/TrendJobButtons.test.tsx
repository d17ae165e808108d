// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/backOffice.json';
import enAdmin from '@/locales/en/admin.json';
import { renderWithApp, setUpI18n, signedInAs } from '@/testing';
import { TrendJobButtons } from './TrendJobButtons';

const ANSWERS: Record<string, unknown> = {
  '/api/admin/initialize-trending': {
    success: true,
    stats: { weeklyPeriods: 4, monthlyPeriods: 2, scoresRefreshed: 9 },
  },
  '/api/cron/recalculate-top-followed': {
    success: true,
    stats: {
      totalUsers: 7,
      topUser: {
        id: 'u',
        displayName: 'Dana',
        username: null,
        profileImage: '',
        followerCount: 12,
        recipeCount: 3,
      },
    },
  },
};

beforeAll(() => setUpI18n({ backOffice: en, admin: enAdmin }));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    return new Response(JSON.stringify(ANSWERS[path]), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the button's job, then checks its message is still shown just before `ms` and gone right after. */
async function messageLasts(button: string, text: string, ms: number) {
  renderWithApp(<TrendJobButtons />, { session: signedInAs('admin', { isAdmin: true }) });
  fireEvent.click(screen.getByRole('button', { name: button }));
  const shown = await screen.findByText(text);
  expect(shown).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(ms - 200));
  expect(screen.queryByText(text)).not.toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(screen.queryByText(text)).toBeNull();
}

describe('the trend jobs on demand (002 §7, §9 "Settings messages clear after 3 s, 5 s for trending")', () => {
  it('rebuild trending: the periods it rebuilt, for 5 s', async () => {
    await messageLasts(
      en.trending.jobs.rebuildTrending,
      'Trending rebuilt: 4 weekly and 2 monthly periods.',
      5000,
    );
    expect(
      vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/api/admin/initialize-trending')),
    ).toBe(true);
  });

  it('recalculate top followed: how many cooks and the most followers, for 3 s', async () => {
    await messageLasts(
      en.trending.jobs.recalculateTopFollowed,
      'Top followed recalculated for 7 cooks. Most followers: 12.',
      3000,
    );
  });
});
