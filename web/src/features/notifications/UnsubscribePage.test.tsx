// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/notifications.json';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, setUpI18n } from '@/testing';
import { UnsubscribePage } from './UnsubscribePage';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/platform/api', async (original) => ({ ...(await original<object>()), apiCall }));

beforeAll(() => setUpI18n({ notifications: en }));
// a block body: a function returned from beforeEach would run as its cleanup (the mock, called once more)
beforeEach(() => {
  apiCall.mockReset();
});
afterEach(cleanup);

describe('/unsubscribe (the digest mail’s one-click link)', () => {
  it('sends the link’s uid and token without sign-in and says the e-mails stopped', async () => {
    apiCall.mockResolvedValue({ emailNotifications: false });
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?uid=u%201&token=abc-_1' });
    await screen.findByRole('heading', { name: en.unsubscribe.doneTitle });
    expect(screen.getByText(en.unsubscribe.done)).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('POST /api/notifications/unsubscribe', {
      body: { uid: 'u 1', token: 'abc-_1' },
      auth: false,
    });
  });

  it('a link without its token says it does not work, calls nothing, and points to the profile', async () => {
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?uid=u1' });
    expect((await screen.findByRole('alert')).textContent).toContain(en.unsubscribe.invalid);
    expect(apiCall).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: en.unsubscribe.profile })).toBeTruthy();
  });

  it.each([
    ['a tampered token the server finds malformed', 'invalid-argument', 400],
    ['a forged signature', 'permission-denied', 403],
    ['a genuine signature for no account', 'not-found', 404],
  ])('%s says the link does not work, with no retry', async (_case, code, status) => {
    apiCall.mockRejectedValue(new ApiRequestError(code, 'refused', status, {}, true));
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?uid=u1&token=abc' });
    await screen.findByRole('heading', { name: en.unsubscribe.invalidTitle });
    expect(screen.getByText(en.unsubscribe.invalid)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a connection failure offers a retry instead', async () => {
    apiCall.mockRejectedValue(new ApiRequestError('unavailable', 'offline'));
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?uid=u1&token=abc' });
    await screen.findByRole('heading', { name: en.unsubscribe.failedTitle });
    expect(screen.getByRole('button')).toBeTruthy();
  });
});
