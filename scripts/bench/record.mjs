// `npm run bench` keeps what it prints once its stack is up and, when the whole run succeeds, writes it into
// docs/benchmarks.md's generated section: the figures on that page are the output of the run that measured them.
import { writeGenerated } from '../docs/generated.mjs';

/** Starts keeping everything written to stdout; returns a function that stops and answers the text kept. */
export function captureStdout(stream = process.stdout) {
  const chunks = [];
  const write = stream.write;
  stream.write = function (chunk, ...rest) {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return write.call(this, chunk, ...rest);
  };
  return () => {
    stream.write = write;
    return chunks.join('');
  };
}

/** The generated section: when and on what the run was made, then its output as printed (colours removed). */
export function benchSection(output, { date, commit, host }) {
  // eslint-disable-next-line no-control-regex -- terminal colours in the printed tables
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '').replace(/\s+$/, '');
  const fence = plain.includes('```') ? '~~~~' : '```';
  return [
    `Latest \`npm run bench\`: ${date} UTC, commit \`${commit}\`, ${host}.`,
    '',
    `${fence}text`,
    plain.replace(/^\n+/, ''),
    fence,
  ].join('\n');
}

/** Writes the section into the page at `path` (docs/benchmarks.md). */
export function recordBench(path, output, meta) {
  writeGenerated(path, 'latest-bench', benchSection(output, meta));
}
