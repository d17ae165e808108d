/**
 * The public site's origin, for canonical and Open Graph URLs and for fetching index.html:
 * 1. SITE_URL when set (a custom domain: https://matkon.app);
 * 2. in the emulator, the Hosting emulator the request came through (its X-Forwarded-Host);
 * 3. otherwise the project's default Hosting site, https://<project>.web.app.
 * Deployed, a forwarded host is never trusted: anyone can call the function's own URL with any header.
 */
import type { Request } from 'firebase-functions/https';
import { projectID } from 'firebase-functions/params';
import { siteUrl } from '../platform/params';

export function siteOrigin(req: Pick<Request, 'headers'>, env: NodeJS.ProcessEnv = process.env): string {
  const configured = siteUrl.value().trim().replace(/\/+$/, '');
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') {
    const forwarded = req.headers['x-forwarded-host'] ?? req.headers.host;
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return `http://${host}`;
  }
  return `https://${projectID.value() || env.GCLOUD_PROJECT || 'demo-matkon'}.web.app`;
}
