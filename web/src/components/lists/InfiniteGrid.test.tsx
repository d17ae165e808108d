// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedList, type Page, type PageRequest } from '@/platform/query';
import { NEAR_VIEWPORT } from '@/platform/useNearViewport';
import { renderWithApp, setUpI18n, stubIntersectionObserver, type ObserverStub } from '@/testing';
import { InfiniteGrid } from './InfiniteGrid';
import { PullToRefresh } from './PullToRefresh';

type Item = { id: string; name: string };
const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `i${from + index}`, name: `Item ${from + index}` }));

/** A server of `size` items, 20 a page; `fail` makes the next answers fail. */
function fakeServer(size: number) {
  const state = { fail: false, calls: [] as number[], pending: 0 };
  const fetchPage = vi.fn(async ({ offset, limit }: PageRequest): Promise<Page<Item>> => {
    state.calls.push(offset);
    state.pending += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.pending -= 1;
    if (state.fail) throw new Error('down');
    return {
      items: items(offset, Math.max(0, Math.min(limit, size - offset))),
      hasMore: offset + limit < size,
    };
  });
  return { state, fetchPage };
}

function List({ fetchPage }: { fetchPage: (request: PageRequest) => Promise<Page<Item>> }) {
  const list = usePagedList({ queryKey: ['test-list'], fetchPage });
  return (
    <PullToRefresh onRefresh={list.refresh}>
      <InfiniteGrid list={list} renderItem={(item) => <span>{item.name}</span>} />
    </PullToRefresh>
  );
}

let observer: ObserverStub;
beforeAll(() => setUpI18n());
beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InfiniteGrid with usePagedList (spec 001 §9 "Feed paging")', () => {
  it('shows loading, then the first 20, and watches the last item within 100 px at threshold 0.1', async () => {
    const server = fakeServer(45);
    renderWithApp(<List fetchPage={server.fetchPage} />);
    expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
    expect(await screen.findByText('Item 19')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(observer.options()).toEqual(NEAR_VIEWPORT);
    expect(NEAR_VIEWPORT).toEqual({ rootMargin: '100px', threshold: 0.1 });
    expect(observer.observed()).toEqual([screen.getByText('Item 19').closest('li')]);
  });

  it('loads the next page when the last item nears the viewport, one request at a time, then "all caught up"', async () => {
    const server = fakeServer(45);
    renderWithApp(<List fetchPage={server.fetchPage} />);
    await screen.findByText('Item 19');
    act(() => {
      observer.reveal();
      observer.reveal();
    });
    fireEvent.click(screen.getByRole('button', { name: /Load/ }));
    expect(await screen.findByText('Item 39')).toBeTruthy();
    expect(server.state.calls).toEqual([0, 20]);
    act(() => observer.reveal());
    expect(await screen.findByText('Item 44')).toBeTruthy();
    expect(server.state.calls).toEqual([0, 20, 40]);
    expect(screen.getByText("You're all caught up")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the first page fails, and when a next page fails keeps what is shown', async () => {
    const server = fakeServer(30);
    server.state.fail = true;
    renderWithApp(<List fetchPage={server.fetchPage} />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    server.state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 19')).toBeTruthy();

    server.state.fail = true;
    act(() => observer.reveal());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Item 19')).toBeTruthy();
    server.state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 29')).toBeTruthy();
  });

  it('says so when the list is empty', async () => {
    renderWithApp(<List fetchPage={fakeServer(0).fetchPage} />);
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
  });

  it('refreshes from the first page with the refresh button', async () => {
    const server = fakeServer(45);
    renderWithApp(<List fetchPage={server.fetchPage} />);
    await screen.findByText('Item 19');
    act(() => observer.reveal());
    await screen.findByText('Item 39');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refreshing…')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('disabled')).toBe(false),
    );
    expect(server.state.calls).toEqual([0, 20, 0]);
    // the refreshed page renders as a transition (decision 0023): a moment after the answer, not in its commit
    await waitFor(() => expect(screen.queryByText('Item 39')).toBeNull());
    expect(screen.getByText('Item 19')).toBeTruthy();
  });
});
