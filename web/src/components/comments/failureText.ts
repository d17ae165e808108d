import type { TFunction } from 'i18next';
import { errorMessage, toApiError } from '@/platform/api';

/**
 * The words for a refused comment: a ban in the reader's language with its end (in their time zone) and reason
 * when the server gives them (details.reason 'banned'); otherwise the server's message, else `fallback`.
 */
export function commentFailureText(
  failure: unknown,
  t: TFunction<'comments'>,
  language: string,
  fallback: string,
): string {
  const { details } = toApiError(failure);
  if (details.reason !== 'banned') return errorMessage(failure, fallback);
  const until = typeof details.banUntil === 'string' ? details.banUntil : '';
  const reason = typeof details.banReason === 'string' ? details.banReason : '';
  const when = until
    ? t('banned.until', {
        date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(until),
        ),
      })
    : t('banned.permanent');
  return reason ? `${when} ${t('banned.reason', { reason })}` : when;
}
