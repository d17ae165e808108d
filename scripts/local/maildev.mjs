// MailDev (npm `maildev`): the local stack's real SMTP server for the functions' mail (the daily digest), with a web
// inbox and its REST API (GET /api/email; MailDev 3 serves it under /api) for people and tests. In memory: a restarted stack starts with an empty inbox.
import { join } from 'node:path';
import { waitForHttp } from './postgrest.mjs';
import { startProcess } from './procs.mjs';

export async function startMaildev({ root, smtpPort, webPort }) {
  const bin = join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const entry = startProcess('maildev', process.execPath, [
    bin,
    ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
    ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
  ]);
  await waitForHttp(`http://127.0.0.1:${webPort}/api/healthz`, 30000, entry);
  return entry;
}
