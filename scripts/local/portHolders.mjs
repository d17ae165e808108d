// Who listens on the stack's ports, read from /proc (Linux): a crashed run's leftovers (the emulator JVMs live in
// process groups of their own) are found and stopped; anything else holding a port is named, pid and command.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

/** socket inode → port, for the sockets listening on one of `ports`. */
function listeningSockets(ports) {
  const wanted = new Set(ports);
  const sockets = new Map();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== LISTEN) continue;
      const port = parseInt(cols[1].split(':').pop(), 16);
      if (wanted.has(port)) sockets.set(cols[9], port);
    }
  }
  return sockets;
}

function readOr(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function describe(pid) {
  const command = readOr(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '')
    .split('\0')
    .join(' ')
    .trim();
  return { pid, command, cwd: readOr(() => readlinkSync(`/proc/${pid}/cwd`), '') };
}

/** [{ port, pid, command, cwd }] for every listener on `ports`; pid is null when /proc does not say. */
export function portHolders(ports) {
  const sockets = listeningSockets(ports);
  if (sockets.size === 0) return [];
  const holders = new Map();
  for (const pid of readOr(() => readdirSync('/proc'), []).filter((p) => /^\d+$/.test(p))) {
    for (const fd of readOr(() => readdirSync(`/proc/${pid}/fd`), [])) {
      const inode = readOr(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '').match(/^socket:\[(\d+)\]$/)?.[1];
      const port = inode && sockets.get(inode);
      if (port && !holders.has(port)) holders.set(port, { port, ...describe(Number(pid)) });
    }
  }
  for (const port of new Set(sockets.values())) {
    if (!holders.has(port)) holders.set(port, { port, pid: null, command: '', cwd: '' });
  }
  return [...holders.values()];
}

/** This checkout's processes: started from it (cwd) or running a file of it (command line). */
export function belongsTo(holder, root) {
  const dir = root.replace(/\/$/, '');
  const inside = (path) => path === dir || path.startsWith(`${dir}/`);
  return holder.pid !== null && (inside(holder.cwd) || holder.command.includes(`${dir}/`));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function terminate(pids, graceMs) {
  for (const pid of pids) readOr(() => process.kill(pid, 'SIGTERM'), null);
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) readOr(() => process.kill(pid, 'SIGKILL'), null);
}

/**
 * Stops this checkout's processes listening on `ports` (leftovers of a run that could not clean up). Returns the
 * holders that are not ours, untouched; `strict` turns them into an error that names each one.
 */
export async function freePorts({ ports, root, log = () => {}, strict = false, graceMs = 5000 }) {
  const holders = portHolders(ports);
  const ours = holders.filter((h) => belongsTo(h, root));
  const pids = [...new Set(ours.map((h) => h.pid))];
  if (pids.length) {
    log(
      `Stopping leftovers of an earlier run on ports ${ours.map((h) => h.port).join(', ')}: pid ${pids.join(', ')}\n`,
    );
    await terminate(pids, graceMs);
  }
  const foreign = holders.filter((h) => !belongsTo(h, root));
  if (strict && foreign.length) {
    const lines = foreign.map((h) =>
      h.pid === null
        ? `  port ${h.port}: held by a process this user cannot see (try: ss -ltnp 'sport = :${h.port}')`
        : `  port ${h.port}: pid ${h.pid} ${h.command || '(command unknown)'}`,
    );
    throw new Error(
      `ports of this stack are taken by processes that are not this checkout's:\n${lines.join('\n')}\n` +
        'Stop them, or start this stack on other ports with --offset N.',
    );
  }
  return foreign;
}
