// HS256 JWTs as Supabase issues them (anon and service_role keys), signed with the local-only secret.
import { createHmac } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'matkon-local-only-jwt-secret-not-for-production-use';

const base64url = (value) => Buffer.from(value).toString('base64url');

export function signJwt(payload, secret = LOCAL_JWT_SECRET) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export function localKeys() {
  const claims = { iss: 'supabase-demo', iat: 1700000000, exp: 4102444800 };
  return {
    anonKey: signJwt({ ...claims, role: 'anon' }),
    serviceKey: signJwt({ ...claims, role: 'service_role' }),
  };
}
