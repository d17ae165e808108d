// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setUpI18n } from '@/testing';
import en from '../../locales/en/comments.json';
import type { CommentView } from './api';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentViewer } from './CommentItem';

const comment = (overrides: Partial<CommentView> = {}): CommentView => ({
  id: 'c1',
  recipeId: 'r1',
  authorId: 'alice',
  authorName: 'Alice',
  authorAvatar: '',
  content: '<b>Bold</b> & <img src=x onerror=alert(1)>',
  language: 'en',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  isEdited: false,
  likes: 2,
  userLiked: false,
  replyCount: 0,
  replies: [],
  parentId: null,
  ...overrides,
});

function show(viewer: CommentViewer | null, data = comment()) {
  return renderWithApp(
    <ul>
      <CommentItem comment={data} recipeId="r1" recipeAuthorId="cook" viewer={viewer} onDeleted={() => {}} />
    </ul>,
  );
}

beforeAll(() => setUpI18n({ comments: en }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CommentItem (001 §3, §4 "Comment thread")', () => {
  it('shows the text as text, never as HTML, with its author, time and likes', () => {
    const { container } = show(null);
    const item = screen.getByTestId('comment');
    expect(item.id).toBe('comment-c1');
    expect(within(item).getByText('<b>Bold</b> & <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('b, img')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('/user/alice');
    expect(within(item).getByText('3 hours ago')).toBeTruthy();
    expect(within(item).getByTestId('comment-like').textContent).toContain('(2)');
  });

  it('marks the text with its own language and direction, whatever the page (decision 0077)', () => {
    show(null, comment({ content: 'מרק מצוין', language: 'he' }));
    const hebrew = screen.getByText('מרק מצוין');
    expect([hebrew.getAttribute('lang'), hebrew.getAttribute('dir')]).toEqual(['he', 'rtl']);
    cleanup();
    show(null, comment({ content: 'Great soup', language: 'en' }));
    const english = screen.getByText('Great soup');
    expect([english.getAttribute('lang'), english.getAttribute('dir')]).toEqual(['en', 'ltr']);
    cleanup();
    show(null, comment({ content: 'Old comment', language: '' }));
    const old = screen.getByText('Old comment');
    expect([old.getAttribute('lang'), old.getAttribute('dir')]).toEqual([null, 'auto']);
  });

  it('a guest may not reply, delete or report; liking asks them to log in without a call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    show(null);
    expect(screen.queryByRole('button', { name: en.actions.reply })).toBeNull();
    expect(screen.queryByRole('button', { name: en.actions.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: en.actions.report })).toBeNull();
    fireEvent.click(screen.getByTestId('comment-like'));
    expect(await screen.findByText(en.toast.mustBeLoggedIn)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('its author deletes but does not report it; the recipe’s author deletes it too; others report it', () => {
    show({ uid: 'alice', emailVerified: true });
    expect(screen.getByRole('button', { name: en.actions.delete })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.actions.report })).toBeNull();
    cleanup();
    show({ uid: 'cook', emailVerified: true });
    expect(screen.getByRole('button', { name: en.actions.delete })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.actions.report })).toBeTruthy();
    cleanup();
    show({ uid: 'bob', emailVerified: false });
    expect(screen.queryByRole('button', { name: en.actions.delete })).toBeNull();
    expect(screen.getByRole('button', { name: en.actions.reply })).toBeTruthy();
  });

  it('offers the replies when there are some', () => {
    show(null, comment({ replyCount: 3 }));
    expect(screen.getByRole('button', { name: 'View 3 replies' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('CommentForm (001 §5)', () => {
  it('refuses an empty comment or reply with the spec’s words, without a call', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<CommentForm recipeId="r1" onPosted={() => {}} />);
    fireEvent.change(screen.getByLabelText(en.form.label), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.post }));
    expect(screen.getByText(en.toast.emptyComment)).toBeTruthy();
    cleanup();
    renderWithApp(<CommentForm recipeId="r1" parentId="c1" onPosted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: en.form.reply }));
    expect(screen.getByText(en.toast.emptyReply)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
