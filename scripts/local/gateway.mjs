#!/usr/bin/env node
// Serves PostgREST under /rest/v1 as Supabase does, so the functions' supabase-js code is the same locally and in
// production. Usage: node gateway.mjs <port> <postgrestPort>
// /__faults is the fault soak's switch (mirrorFaults.mjs, docs/decisions/0010): POST arms faults, GET counts them,
// DELETE clears them, POST /__faults/commit is the functions' commit hook asking for its fault. Local stacks only.
import http from 'node:http';
import { createFaultSwitch, faultProblem } from './mirrorFaults.mjs';

const [port, postgrestPort] = process.argv.slice(2).map(Number);
const faults = createFaultSwitch();

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
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

async function control(req, res) {
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

function forward(req, res, body) {
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
async function proxy(req, res) {
  const rpc = /^\/rest\/v1\/rpc\/(mirror_\w+)/.exec(req.url)?.[1];
  if (!rpc || faults.idle || req.method !== 'POST') return forward(req, res);
  const body = await readBody(req);
  const fault = faults.take(rpc, parse(body)?.p_changes);
  if (fault === 'unreachable') return req.socket.destroy();
  if (fault === 'busy') {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
    return res.end(JSON.stringify({ message: 'Too Many Requests' }));
  }
  return forward(req, res, body);
}

const server = http.createServer((req, res) => {
  const handle = req.url?.startsWith('/__faults')
    ? control(req, res)
    : req.url?.startsWith('/rest/v1')
      ? proxy(req, res)
      : Promise.resolve(
          json(
            res,
            req.url === '/health' ? 200 : 404,
            req.url === '/health' ? { ok: true } : { message: 'Not found' },
          ),
        );
  handle.catch((error) => {
    if (!res.headersSent) json(res, 500, { message: `mirror gateway: ${error.message}` });
  });
});
server.listen(port, '127.0.0.1');
