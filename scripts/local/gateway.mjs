#!/usr/bin/env node
// Serves PostgREST under /rest/v1 as Supabase does, so the functions' supabase-js code is the same locally and in
// production. Usage: node gateway.mjs <port> <postgrestPort>
import http from 'node:http';

const [port, postgrestPort] = process.argv.slice(2).map(Number);

const server = http.createServer((req, res) => {
  if (!req.url?.startsWith('/rest/v1')) {
    const health = req.url === '/health';
    res.writeHead(health ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(health ? { ok: true } : { message: 'Not found' }));
    return;
  }
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
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `mirror gateway: ${error.message}` }));
  });
  req.pipe(upstream);
});
server.listen(port, '127.0.0.1');
