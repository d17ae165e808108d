// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setUpI18n } from '@/testing';
import en from '../../locales/en/comments.json';
import he from '../../locales/he/comments.json';
import { CommentForm } from './CommentForm';

const UNTIL = '2026-12-24T09:30:00.000Z';

/** The server's refusal of a banned commenter (functions/src/domain/comments/bans.ts banRefusal). */
function refuseAsBanned(banReason: string, banUntil: string) {
  const error = { code: 'permission-denied', message: 'server words', reason: 'banned', banReason, banUntil };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ error }), { status: 403, headers: { 'content-type': 'application/json' } }),
  );
}

async function postAndReadAlert(label: string, post: string): Promise<string> {
  renderWithApp(<CommentForm recipeId="r1" onPosted={() => {}} />);
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: 'Let me in' } });
  fireEvent.click(screen.getByRole('button', { name: post }));
  await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  const [errorId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(errorId ?? '')?.textContent ?? '';
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a banned commenter is told until when and why (002 §3 "Banned user")', () => {
  it('in English: the end in the reader’s words and the reason', async () => {
    await setUpI18n({ comments: en });
    refuseAsBanned('Spam links', UNTIL);
    const text = await postAndReadAlert(en.form.label, en.form.post);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(UNTIL),
    );
    expect(text).toBe(`You are banned from commenting until ${date}. Reason: Spam links`);
  });

  it('in Hebrew: a permanent ban says so, with the reason', async () => {
    await setUpI18n({ comments: he }, 'he');
    await i18next.changeLanguage('he');
    refuseAsBanned('הצפה', '');
    const text = await postAndReadAlert(he.form.label, he.form.post);
    expect(text).toBe('נחסמת לצמיתות מהוספת תגובות. סיבה: הצפה');
    await i18next.changeLanguage('en');
  });
});
