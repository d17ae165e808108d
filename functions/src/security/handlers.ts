/** The security group's handler (contract in domain/contracts/security.ts; spec 002 §7 "Other", §8). */
import type { Request } from 'firebase-functions/https';
import type { security } from '../domain/contracts';
import { getBotVerifier } from '../platform/botCheck';
import { db } from '../platform/firebase';
import type { ContractRouteHandler } from '../platform/http';
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

export const verifyRecaptchaHandler: ContractRouteHandler<typeof security.verifyRecaptcha> = ({
  req,
  input,
}) => verifyRecaptcha({ db: db(), verifier: getBotVerifier() }, input, clientIp(req));
