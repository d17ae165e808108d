// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunProgress } from '@domain/consistency';
import en from '@/locales/en/adminData.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { RunProgressStatus } from './RunProgressStatus';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/platform/api', async (original) => ({ ...(await original<object>()), apiCall }));

beforeAll(() => setUpI18n({ adminData: en }));
beforeEach(() => {
  apiCall.mockReset();
});
afterEach(cleanup);

const progress = (status: RunProgress['status']): RunProgress => ({
  run: 'consistency',
  status,
  entity: 'recipes',
  pass: 'documents',
  done: 12_000,
  total: 100_000,
  scanned: 12_345,
  startedAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:05.000Z',
});

describe('the progress of a running check', () => {
  it('says how far the run is, as it records it', async () => {
    apiCall.mockResolvedValue({ success: true, progress: progress('running') });
    renderWithApp(<RunProgressStatus run="consistency" fallback="Working" />);
    await screen.findByText('Checked 12,000 of 100,000 recipes. 12,345 read so far.');
    expect(apiCall).toHaveBeenCalledWith(
      'POST /api/admin/progress',
      expect.objectContaining({ body: { run: 'consistency' } }),
    );
  });

  it('shows the fallback until the run has started (the last run’s end is not this one)', async () => {
    apiCall.mockResolvedValue({ success: true, progress: progress('done') });
    renderWithApp(<RunProgressStatus run="consistency" fallback="Working" />);
    await vi.waitFor(() => expect(apiCall).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Working');
  });
});
