/**
 * The security group: `security-api` serves POST /api/verify-recaptcha through the Hosting rewrite. Public: the
 * login and sign-up pages call it before the user has a session.
 */
import type { Request } from 'firebase-functions/https';
import { getBotVerifier } from '../platform/botCheck';
import { db } from '../platform/firebase';
import { createRouter, serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import { verifyRecaptcha } from './recaptcha';

/**
 * The caller's address for the rate limit: the first X-Forwarded-For entry (Hosting and the Google front end put
 * the client there), else the socket's. A client can forge the header; the limit is a brake on scripts, and the
 * token check itself is what keeps bots out. Locally every browser call arrives through the Hosting emulator from
 * one loopback address, so they all share one window.
 */
export function clientIp(req: Pick<Request, 'headers' | 'ip' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.ip || req.socket?.remoteAddress || 'unknown';
}

export const router = createRouter().post('/api/verify-recaptcha', ({ req, body }) =>
  verifyRecaptcha({ db: db(), verifier: getBotVerifier() }, body, clientIp(req)),
);

export const api = serve(router, { secrets: [recaptchaSecret] });
