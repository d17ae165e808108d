#!/usr/bin/env node
// The stack's loopback gateway: PostgREST under /rest/v1 as Supabase serves it, so the functions' supabase-js code
// is the same locally and in production, and App Check tokens for the web at /app-check/token (decision 0009).
// Usage: node gateway.mjs <port> <postgrestPort>
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { issueAppCheckToken } from './appCheckToken.mjs';
import { PROJECT_ID } from './ports.mjs';

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

function proxyToPostgrest(req, res, postgrestPort) {
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
  req.pipe(upstream);
}

export function createGateway({ postgrestPort }) {
  return http.createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    if (req.url?.startsWith('/rest/v1')) proxyToPostgrest(req, res, postgrestPort);
    else if (path === '/app-check/token') appCheckToken(req, res);
    else if (path === '/health') json(res, 200, { ok: true });
    else json(res, 404, { message: 'Not found' });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, postgrestPort] = process.argv.slice(2).map(Number);
  createGateway({ postgrestPort }).listen(port, '127.0.0.1');
}
