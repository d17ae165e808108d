/**
 * The security group: `security-api` serves POST /api/verify-recaptcha through the Hosting rewrite. Public: the
 * login and sign-up pages call it before the user has a session. Only wiring.
 */
import { security as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import { verifyRecaptchaHandler } from './handlers';

export const router = createRouter().route(contracts.verifyRecaptcha, verifyRecaptchaHandler);

export const api = serve(router, { secrets: [recaptchaSecret] });
