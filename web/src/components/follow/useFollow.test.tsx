// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enFollows from '@/locales/en/follows.json';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, signedInAs, textsForEachTest } from '@/testing';
import { follow, followStatus } from './api';
import { FollowButton } from './FollowButton';
import { useFollow } from './useFollow';

vi.mock('./api', async (original) => ({
  ...(await original<object>()),
  follow: vi.fn(),
  followStatus: vi.fn(),
}));

textsForEachTest(
  { follows: enFollows },
  {
    reset: () => {
      vi.mocked(follow).mockReset();
      vi.mocked(followStatus).mockReset();
    },
  },
);

/** A channel's follow control and the follower count beside it. */
function Channel({ followers }: { followers: number }) {
  const control = useFollow('cook', followers);
  return (
    <>
      <span data-testid="followers">{control.count}</span>
      <FollowButton control={control} name="Cook" />
    </>
  );
}

/**
 * The channel as the viewer who follows (or not) finds it, with the next follow call held until the test fails it;
 * answers the button once the viewer's state has loaded, and the hand that fails the call.
 */
async function channelWithHeldCall(followers: number, following: boolean) {
  vi.mocked(followStatus).mockResolvedValue(following);
  let refuse!: (error: unknown) => void;
  vi.mocked(follow).mockReturnValueOnce(new Promise<never>((_resolve, reject) => (refuse = reject)));
  renderWithApp(<Channel followers={followers} />, { session: signedInAs('reader') });
  const button = await screen.findByTestId('follow-button');
  const state = following ? 'following' : 'not-following';
  await waitFor(() => expect(button.getAttribute('data-state')).toBe(state));
  return { button, state, refuse: (error: unknown) => refuse(error) };
}

describe('useFollow: the follow shows at once and goes back when the server fails (001 §4 "Follow", issue 29 §3)', () => {
  it('following: pressed and one more follower before the answer; the old state and count after an error', async () => {
    const { button, state, refuse } = await channelWithHeldCall(3, false);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('followers').textContent).toBe('4');

    refuse(new ApiRequestError('internal', 'boom', 500, {}, true));
    await waitFor(() => expect(button.getAttribute('data-state')).toBe(state));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('followers').textContent).toBe('3');
    expect((await screen.findByTestId('action-error')).textContent).toContain('boom');
  });

  it('unfollowing: one follower fewer at once (never below 0), back after an error', async () => {
    const { button, state, refuse } = await channelWithHeldCall(2, true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('followers').textContent).toBe('1');

    refuse(new ApiRequestError('unavailable', 'down', 503, {}, true));
    await waitFor(() => expect(button.getAttribute('data-state')).toBe(state));
    expect(screen.getByTestId('followers').textContent).toBe('2');
    expect((await screen.findByTestId('action-error')).textContent).toContain(
      enFollows.errors.unfollow.connection,
    );
  });

  it('an unfollow never shows fewer than 0 followers', async () => {
    const { button } = await channelWithHeldCall(0, true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('followers').textContent).toBe('0');
  });
});
