/**
 * A recipe-request link's state (001 §4 "Recipe request link": created, valid 24 hours, then expired or used once;
 * ours: revoked by its owner). Pure: the services and the web read the same answer.
 */
import { LINK_LIMITS, type LinkState } from './constants';
import { LINK_MESSAGES } from './messages';

export interface LinkFacts {
  readonly expiresAt: string;
  readonly usedAt?: string | null;
  readonly revokedAt?: string | null;
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Used and revoked are final whatever the clock says; otherwise open until expiresAt (exclusive). */
export function linkState(link: LinkFacts, now: Date): LinkState {
  if (link.usedAt) return 'used';
  if (link.revokedAt) return 'revoked';
  const expires = ms(link.expiresAt);
  if (!Number.isFinite(expires) || now.getTime() >= expires) return 'expired';
  return 'open';
}

export function expiresAtFrom(now: Date): string {
  return new Date(now.getTime() + LINK_LIMITS.validMs).toISOString();
}

/** The refusal text of a link that is not open (001 §8 headings). */
export function stateMessage(state: Exclude<LinkState, 'open'>): string {
  return LINK_MESSAGES[state];
}

export interface TimeLeft {
  readonly hours: number;
  readonly minutes: number;
}

/** 001 §2: the time remaining in hours and minutes (minutes only under an hour); rounded up to whole minutes. */
export function timeLeft(expiresAt: string, now: Date): TimeLeft {
  const left = Math.max(0, ms(expiresAt) - now.getTime());
  const minutes = Number.isFinite(left) ? Math.ceil(left / 60_000) : 0;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
