/**
 * The public page's abuse limits (LINK_RATE_LIMITS, README "Recipe-request links"): each call counts against its
 * link and against the caller's address, so one link cannot be hammered from many addresses nor many links from one.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { LINK_RATE_LIMITS } from '../../domain/links';
import { enforceRateLimit } from '../../platform/rateLimit';

type PublicCall = 'info' | 'upload' | 'submit';

export async function enforceLinkLimits(db: Firestore, call: PublicCall, linkId: string, address: string) {
  const { perLink, perAddress } = LINK_RATE_LIMITS[call];
  const windowMs = LINK_RATE_LIMITS.windowMs;
  await enforceRateLimit(db, { key: `recipe-link:${call}:link:${linkId}`, limit: perLink, windowMs });
  await enforceRateLimit(db, { key: `recipe-link:${call}:ip:${address}`, limit: perAddress, windowMs });
}

export async function enforceGenerateLimit(db: Firestore, uid: string) {
  await enforceRateLimit(db, {
    key: `recipe-link:generate:${uid}`,
    limit: LINK_RATE_LIMITS.generate.perOwner,
    windowMs: LINK_RATE_LIMITS.windowMs,
  });
}
