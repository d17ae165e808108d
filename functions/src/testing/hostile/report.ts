/**
 * Runs the hostile client's attempts side by side and counts them: made, refused (the emulator answered
 * permission-denied), allowed; and the two kinds of disagreement with the declaration: forbidden attempts that
 * were allowed (holes) and permitted ones that were refused. Anything else a request ends with (a bad path, a
 * network error) is an error, never counted as a refusal.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase/firestore';
import { ATTACKERS, type Attacker } from './actors';
import type { Attempt } from './plan';

export type Result = 'allowed' | 'refused' | 'error';

export interface Outcome {
  readonly attempt: Attempt;
  readonly result: Result;
  /** What the request resolved with (an added document's reference, for cleanup). */
  readonly value?: unknown;
  readonly error?: string;
}

async function attemptOnce(attempt: Attempt, db: Firestore): Promise<Outcome> {
  try {
    return { attempt, result: 'allowed', value: await attempt.run(db) };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === 'permission-denied') return { attempt, result: 'refused' };
    return { attempt, result: 'error', error: `${code ?? 'error'}: ${message ?? String(error)}` };
  }
}

/** At most `width` requests in flight at once (the emulator shares two cores with everything else). */
export async function runAttempts(
  attempts: readonly Attempt[],
  lanesOf: (actor: Attacker) => readonly Firestore[],
  width = 64,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(attempts.length);
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const index = next++;
      const attempt = attempts[index] as Attempt;
      const lanes = lanesOf(attempt.actor);
      outcomes[index] = await attemptOnce(attempt, lanes[index % lanes.length] as Firestore);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return outcomes;
}

interface Counts {
  attempts: number;
  refused: number;
  allowed: number;
}

export interface Summary extends Counts {
  readonly reads: Counts;
  readonly writes: Counts;
  readonly byActor: Record<Attacker, Counts>;
  /** Attempts the declaration forbids, and of those how many were refused. */
  readonly forbidden: number;
  readonly forbiddenRefused: number;
  readonly holes: string[];
  readonly permittedRefused: string[];
  readonly errors: string[];
  readonly seconds: number;
}

const zero = (): Counts => ({ attempts: 0, refused: 0, allowed: 0 });

function add(counts: Counts, result: Result): void {
  counts.attempts += 1;
  if (result === 'refused') counts.refused += 1;
  if (result === 'allowed') counts.allowed += 1;
}

export function summarize(outcomes: readonly Outcome[], seconds: number): Summary {
  const total = zero();
  const reads = zero();
  const writes = zero();
  const byActor = Object.fromEntries(ATTACKERS.map((a) => [a, zero()])) as Record<Attacker, Counts>;
  const line = ({ attempt, error }: Outcome) =>
    `${attempt.actor}: ${attempt.label}${error ? ` (${error})` : ''}`;
  for (const { attempt, result } of outcomes) {
    add(total, result);
    add(attempt.kind === 'read' ? reads : writes, result);
    add(byActor[attempt.actor], result);
  }
  const forbidden = outcomes.filter((o) => !o.attempt.permitted);
  return {
    ...total,
    reads,
    writes,
    byActor,
    forbidden: forbidden.length,
    forbiddenRefused: forbidden.filter((o) => o.result === 'refused').length,
    holes: forbidden.filter((o) => o.result === 'allowed').map(line),
    permittedRefused: outcomes.filter((o) => o.attempt.permitted && o.result === 'refused').map(line),
    errors: outcomes.filter((o) => o.result === 'error').map(line),
    seconds,
  };
}

export function formatSummary(s: Summary): string {
  const row = (name: string, c: Counts) =>
    `  ${name.padEnd(11)} ${String(c.attempts).padStart(5)} ${String(c.refused).padStart(8)} ${String(c.allowed).padStart(8)}`;
  return [
    `Hostile client (firebase JS SDK against the emulators, ${s.seconds}s)`,
    `  ${''.padEnd(11)} ${'made'.padStart(5)} ${'refused'.padStart(8)} ${'allowed'.padStart(8)}`,
    ...ATTACKERS.map((a) => row(a, s.byActor[a])),
    row('reads', s.reads),
    row('writes', s.writes),
    row('total', s),
    `  forbidden by the declaration: ${s.forbidden}, refused ${s.forbiddenRefused}, allowed ${s.holes.length}`,
    `  permitted by the declaration: ${s.attempts - s.forbidden}, refused ${s.permittedRefused.length}`,
    ...s.holes.map((h) => `  HOLE ${h}`),
    ...s.permittedRefused.map((p) => `  REFUSED BUT PERMITTED ${p}`),
    ...s.errors.map((e) => `  ERROR ${e}`),
  ].join('\n');
}

/** test-output/hostile-client.json (MATKON_TEST_OUTPUT, or the repository's test-output/): the README's figures. */
export function writeSummary(s: Summary): string {
  const dir = process.env.MATKON_TEST_OUTPUT ?? join(__dirname, '../../../../test-output');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'hostile-client.json');
  writeFileSync(file, `${JSON.stringify({ ...s, at: new Date().toISOString() }, null, 2)}\n`);
  return file;
}
