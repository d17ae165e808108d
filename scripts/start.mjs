#!/usr/bin/env node
// `npm start`: the whole product locally. Flags: --fresh (start from empty), --offset N (shift every port),
// --no-web, --built (serve `vite build` through the Hosting emulator instead of Vite), --no-seed, --no-build (serve
// functions/lib as it is).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './local/demo-accounts.mjs';
import { ensureDependencies, ensureEmojiFont } from './local/prereqs.mjs';
import { ignoreOutputErrors } from './local/procs.mjs';
import { DEMO_VIDEOS } from './local/youtubeFake.mjs';

ignoreOutputErrors();

// Dependencies first: the stack modules import npm packages that a fresh clone does not have yet.
ensureDependencies(fileURLToPath(new URL('..', import.meta.url)), (t) => process.stdout.write(t));
const { startStack, stopLeftovers, DEMO_LINK_FILE } = await import('./local/stack.mjs');

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const offsetIndex = args.indexOf('--offset');
const offset = offsetIndex >= 0 ? Number(args[offsetIndex + 1]) : 0;
if (!Number.isInteger(offset) || offset < 0) {
  console.error('--offset takes a non-negative whole number of ports, e.g. --offset 200');
  process.exit(2);
}

if (flag('--no-web') && flag('--built')) {
  console.error(
    '--no-web and --built contradict each other: --built serves the built web app, --no-web none',
  );
  process.exit(2);
}
const web = flag('--no-web') ? 'none' : flag('--built') ? 'built' : 'dev';
let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await (stack ? stack.stop() : stopLeftovers(offset));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

try {
  if (web !== 'none') ensureEmojiFont((t) => process.stdout.write(t));
  stack = await startStack({
    offset,
    fresh: flag('--fresh'),
    web,
    seed: !flag('--no-seed'),
    watch: web === 'dev',
    build: !flag('--no-build'),
    restartCommand: `npm start${args.length ? ` -- ${args.join(' ')}` : ''}`,
  });
} catch (error) {
  console.error(`\nThe local stack could not start: ${error.message}`);
  process.exit(1);
}

const { urls, stateDir } = stack;
const linkFile = `${stateDir}/${DEMO_LINK_FILE}`;
const demoToken = existsSync(linkFile) ? readFileSync(linkFile, 'utf8').trim() : '';
const demoLink =
  demoToken && urls.app
    ? `\n  Ask-for-recipe demo (open it signed out): ${urls.app}/share/${demoToken}\n`
    : '';
// the gateway's offline YouTube (scripts/local/youtubeFake.mjs) answers for these videos
const videoDemo = urls.app
  ? `\n  Recipe-from-a-video demo (offline YouTube): ${urls.app}/create-recipe?method=youtube with ${Object.entries(
      DEMO_VIDEOS,
    )
      .filter(([, video]) => video.title && !video.placeholder)
      .map(([id]) => `https://youtu.be/${id}`)
      .join(' or ')}\n`
  : '';
console.log(`
Local stack ready.

  App              ${urls.app}
  Functions        ${urls.functions}
  Hosting (/api)   ${urls.hosting}
  Mirror (REST)    ${urls.mirror}
  Mirror (SQL)     ${urls.postgres}
  Mail (MailDev)   ${urls.mail}   (every mail the app sends: the daily digest)
  Logs             ${urls.logs}
  Env for tests    source ${stateDir}/env.sh

  Demo accounts (email verified):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(6)} ${a.email} / ${a.password}`).join('\n')}
${demoLink}${videoDemo}
Press Ctrl-C to stop everything (emulator data is exported to ${stateDir}/emulators).
`);
// A part that dies takes the stack with it: the stack has printed which one and why, and stops the rest.
stack.dead.then(() => shutdown(1));
