#!/usr/bin/env node
// The stack's loopback gateway: PostgREST under /rest/v1 as Supabase serves it, so the functions' supabase-js code
// is the same locally and in production, and App Check tokens for the web at /app-check/token (decision 0009).
// /__faults is the fault soak's switch (mirrorFaults.mjs, decision 0013): POST arms faults, GET counts them, DELETE
// clears them, POST /__faults/commit is the functions' commit hook asking for its fault. /youtube/ is the offline
// stand-in for YouTube's oEmbed and thumbnails (youtubeFake.mjs). The same process also holds the stack's Hosting
// port, in front of the Hosting emulator (hostingFront.mjs). Local stacks only.
// Usage: node gateway.mjs <port> <postgrestPort> <hostingPort> <hostingEmulatorPort>
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { issueAppCheckToken } from './appCheckToken.mjs';
import { createHostingFront, hostingHeadersOf } from './hostingFront.mjs';
import { createFaultSwitch, faultProblem } from './mirrorFaults.mjs';
import { PROJECT_ID } from './ports.mjs';
import { youtubeFake } from './youtubeFake.mjs';

function json(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * GET /app-check/token[?appId=…]: what the App Check backend answers a web app's exchange ({ token, ttl }), for
 * the web's CustomProvider. Any loopback page may ask (the gateway listens on 127.0.0.1 only).
 */
function appCheckToken(req, res) {
  const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET' });
    res.end();
    return;
  }
  const appId = new URL(req.url, 'http://gateway').searchParams.get('appId') || undefined;
  json(res, 200, issueAppCheckToken({ projectId: PROJECT_ID, appId }), cors);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parse(buffer) {
  try {
    return JSON.parse(buffer.toString('utf8') || 'null');
  } catch {
    return undefined;
  }
}

async function faultControl(faults, req, res) {
  if (req.url === '/__faults/commit' && req.method === 'POST') {
    const body = parse(await readBody(req));
    const keys = Array.isArray(body?.keys) ? body.keys.filter((key) => typeof key === 'string') : [];
    return json(res, 200, { fault: faults.commit(keys) });
  }
  if (req.url !== '/__faults') return json(res, 404, { message: 'Not found' });
  if (req.method === 'GET') return json(res, 200, faults.status());
  if (req.method === 'DELETE') {
    faults.reset();
    return json(res, 200, faults.status());
  }
  if (req.method !== 'POST') return json(res, 405, { message: 'GET, POST or DELETE' });
  const body = parse(await readBody(req));
  const list = Array.isArray(body?.faults) ? body.faults : null;
  const problem = list ? list.map(faultProblem).find(Boolean) : 'faults must be an array';
  if (problem) return json(res, 400, { message: problem });
  list.forEach((fault) => faults.arm(fault));
  return json(res, 200, faults.status());
}

function forward(req, res, postgrestPort, body) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: postgrestPort,
      path: req.url.slice('/rest/v1'.length) || '/',
      method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${postgrestPort}` },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (error) => json(res, 502, { message: `mirror gateway: ${error.message}` }));
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/** An armed fault applies to mirror RPCs only; their bodies are read to match it (the rest streams through). */
async function proxyToPostgrest(faults, req, res, postgrestPort) {
  const rpc = /^\/rest\/v1\/rpc\/(mirror_\w+)/.exec(req.url)?.[1];
  if (!rpc || faults.idle || req.method !== 'POST') return forward(req, res, postgrestPort);
  const body = await readBody(req);
  const fault = faults.take(rpc, parse(body)?.p_changes);
  if (fault === 'unreachable') return req.socket.destroy();
  if (fault === 'busy') return json(res, 429, { message: 'Too Many Requests' }, { 'retry-after': '30' });
  return forward(req, res, postgrestPort, body);
}

export function createGateway({ postgrestPort }) {
  const faults = createFaultSwitch();
  return http.createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const fail = (error) => {
      if (!res.headersSent) json(res, 500, { message: `mirror gateway: ${error.message}` });
    };
    if (req.url?.startsWith('/rest/v1')) proxyToPostgrest(faults, req, res, postgrestPort).catch(fail);
    else if (path.startsWith('/__faults')) faultControl(faults, req, res).catch(fail);
    else if (path === '/app-check/token') appCheckToken(req, res);
    else if (path === '/health') json(res, 200, { ok: true });
    else if (path.startsWith('/youtube/') && youtubeFake(req, res)) return;
    else json(res, 404, { message: 'Not found' });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, postgrestPort, hostingPort, hostingEmulatorPort] = process.argv.slice(2, 6).map(Number);
  const [publicDir, firebaseJson, connectOrigins = ''] = process.argv.slice(6, 9);
  createGateway({ postgrestPort }).listen(port, '127.0.0.1');
  createHostingFront({
    emulatorPort: hostingEmulatorPort,
    publicDir,
    headers: hostingHeadersOf(firebaseJson),
    connectOrigins: connectOrigins.split(' ').filter(Boolean),
  }).listen(hostingPort, '127.0.0.1');
}
