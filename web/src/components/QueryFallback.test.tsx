// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '@/locales/en/common.json';
import { setUpI18n } from '@/testing';
import { QueryFallback } from './QueryFallback';

beforeAll(async () => {
  await setUpI18n();
});

afterEach(() => cleanup());

describe('QueryFallback', () => {
  it('says the loading label while the query is pending', () => {
    render(<QueryFallback query={{ status: 'pending', refetch: vi.fn() }} loading="Loading the feed…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the feed…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure and its other ways out, and Retry fetches again', () => {
    const refetch = vi.fn();
    render(
      <QueryFallback query={{ status: 'error', refetch }} errorTitle="No feed" error="The feed did not load.">
        <a href="/favorites-simple">Simple view</a>
      </QueryFallback>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No feed');
    expect(alert.textContent).toContain('The feed did not load.');
    expect(screen.getByRole('link', { name: 'Simple view' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: enCommon.common.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
