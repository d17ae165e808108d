// The launcher's watch over the stack's parts: the first one that exits while the stack runs is reported once, with
// the tail of its output and the command that starts the stack again (a half-dead stack that says "ready" is worse
// than a stopped one).

const TAIL_LINES = 20;

function describeExit(code, signal) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** The last `TAIL_LINES` lines of a part's output, indented. */
function tail(text) {
  const lines = text.replace(/\s+$/, '').split('\n').slice(-TAIL_LINES);
  return lines.map((line) => `  │ ${line}`).join('\n');
}

/**
 * watch(entry, logFile, hint) watches a part started by startProcess, which keeps its recent output (`hint`: a line to add to its report); `dead` resolves with the report of the first watched
 * part that exits before stopping() was called.
 */
export function createSupervisor({ restartCommand }) {
  let stopping = false;
  let report = () => {};
  const dead = new Promise((resolve) => {
    report = resolve;
  });
  let died = null;

  function watch(entry, logFile, hint) {
    const closed = new Promise((resolve) => entry.child.once('close', resolve));
    entry.child.once('exit', async (code, signal) => {
      // The last output is read by 'close', unless a process it started still holds the pipe.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (stopping || died) return;
      died = [
        `\n✖ ${entry.name} (pid ${entry.child.pid}) ${describeExit(code, signal)} while the stack was running.`,
        `Last ${TAIL_LINES} lines of its output (all of it in ${logFile}):`,
        tail(entry.said) || '  │ (no output)',
        ...(hint ? [hint] : []),
        `The rest of the stack is being stopped. Start it again with: ${restartCommand}`,
        '',
      ].join('\n');
      report(died);
    });
  }

  return {
    watch,
    dead,
    /** The report when a part has died, else null. */
    get died() {
      return died;
    },
    /** From now on an exit is the stack being stopped, not a part dying. */
    stopping() {
      stopping = true;
    },
  };
}
