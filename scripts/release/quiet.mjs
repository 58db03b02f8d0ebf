// Runs build tools with their chatter captured: the person building sees one line per artefact, and the whole
// captured output only when a step fails.
import { spawnSync } from 'node:child_process';

export class StepError extends Error {}

/** Runs `command args`; returns its stdout. On failure throws with the command line and everything it printed. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error !== undefined || result.status !== 0) {
    const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    throw new StepError(`${command} ${args.join(' ')}: ${why}\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

/** Runs `main`, printing a failed step's captured output to stderr and exiting 1. */
export function runMain(main) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`${error instanceof StepError ? error.message : (error?.stack ?? error)}\n`);
    process.exit(1);
  }
}

export function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
