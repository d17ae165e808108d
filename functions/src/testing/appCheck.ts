/**
 * App Check tokens for tests. The stack's gateway issues them as it does for the web (scripts/local/gateway.mjs,
 * GET /app-check/token); `appCheckTokenWith` builds one with chosen claims (an expired one, another app).
 */
import { stackEnv } from './env';

export async function appCheckTokenFromStack(): Promise<string> {
  const response = await fetch(`${stackEnv().mirrorUrl}/app-check/token`);
  if (!response.ok) throw new Error(`the gateway's token endpoint answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token shaped as App Check's: what the emulator-mode verifiers decode. */
export function appCheckTokenWith(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'test-app', iat: now, exp: now + 3600, ...claims })}.`;
}
