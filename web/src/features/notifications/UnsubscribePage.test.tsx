// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/notifications.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { UnsubscribePage } from './UnsubscribePage';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/platform/api', async (original) => ({ ...(await original<object>()), apiCall }));

beforeAll(() => setUpI18n({ notifications: en }));
beforeEach(() => apiCall.mockReset());
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
});
