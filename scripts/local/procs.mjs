// Child processes in their own process groups, so Ctrl-C on the launcher stops them and everything they started.
import { spawn } from 'node:child_process';

const children = new Set();

const KEPT_OUTPUT_CHARS = 16000;

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  // `said`: the tail of its output, kept from the start (an unread pipe loses what it holds when the process exits),
  // for whatever reports its death: while starting (waitForHttp) or while the stack runs (supervise.mjs).
  const entry = { name, child, exited: false, said: '', logged: false };
  const keep = (chunk) => {
    entry.said = (entry.said + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.add(entry);
  child.on('exit', () => {
    entry.exited = true;
    children.delete(entry);
  });
  return entry;
}

/** Resolves with the first output line matching `pattern`; rejects when the process exits or time runs out. */
export function waitForOutput(entry, pattern, timeoutMs, log) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`${entry.name} did not become ready in ${timeoutMs / 1000}s`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      const text = chunk.toString();
      log?.(text);
      buffer = (buffer + text).slice(-20000);
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        // from here on the part's output is pipeOutput's (listening on, every line went to its log twice)
        entry.child.stdout.off('data', onData);
        entry.child.stderr.off('data', onData);
        resolve(match);
      }
    };
    if (log) entry.logged = true;
    entry.child.stdout.on('data', onData);
    entry.child.stderr.on('data', onData);
    entry.child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`${entry.name} exited with code ${code} before it was ready:\n${buffer.slice(-4000)}`),
      );
    });
  });
}

export function pipeOutput(entry, write) {
  // what it said before being adopted, unless waitForOutput logged it already
  if (!entry.logged && entry.said) write(entry.said);
  entry.logged = true;
  entry.child.stdout.on('data', (c) => write(c.toString()));
  entry.child.stderr.on('data', (c) => write(c.toString()));
}

function signalGroup(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // already gone
  }
}

function exited(entry, timeoutMs) {
  if (entry.exited) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    entry.child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Stops one child: `signal` to its leader only (so e.g. firebase can export), then the whole group is killed. */
export async function stopProcess(entry, { signal = 'SIGTERM', graceMs = 10000, leaderOnly = false } = {}) {
  if (!entry || entry.exited) {
    if (entry) signalGroup(entry, 'SIGKILL');
    return;
  }
  if (leaderOnly) {
    try {
      entry.child.kill(signal);
    } catch {
      // already gone
    }
  } else signalGroup(entry, signal);
  if (!(await exited(entry, graceMs))) signalGroup(entry, 'SIGKILL');
  signalGroup(entry, 'SIGKILL');
  await exited(entry, 2000);
}

/**
 * Last resort: kill every group we started (on process exit), or only the given ones (a stack's own, when another
 * stack of the same process keeps running), synchronously.
 */
export function killAllNow(entries = children) {
  for (const entry of entries) signalGroup(entry, 'SIGKILL');
}

/**
 * Output errors never stop the launcher: when its output goes through a pipe whose reader dies with the same
 * Ctrl-C (`npm start | tee`, a closed terminal), the next write fails with EPIPE, and without a listener that error
 * would end the process before it has stopped the stack.
 */
export function ignoreOutputErrors() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
