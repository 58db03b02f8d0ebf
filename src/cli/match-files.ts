// `topochess match merge FILE…` and `topochess match status FILE…`: the result files of a match's shards (or of one
// run and its resumptions) summed, after checking they are one match. Merge prints the report one run of those pairs
// prints; status says whether the SPRT has decided (exit 0), not yet (exit 3), so a driver knows whether to launch
// another wave of shards or cancel the ones still running.
import { readResultsFile, settingsDifference, type PairRecord, type ResultsFile } from '../match/results-file';
import type { SprtSettings } from '../match/stats';
import { formatReport, sprtOf, sprtStop, summarize, type SprtStop } from '../match/summary';
import type { CommandIo } from './commands';

export const STATUS_UNDECIDED = 3;

interface Merged {
  readonly pairs: readonly PairRecord[];
  /**
   * The pairs in the order they came in, where that is known: one file's in its order, several files' by the time
   * each pair was recorded (when every pair has it); undefined otherwise.
   */
  readonly inOrder: readonly PairRecord[] | undefined;
  readonly names: readonly [string, string];
  readonly sprt: SprtSettings | undefined;
}

/** The files' pairs summed, or what is wrong with them (unreadable, of different matches, a pair twice). */
function mergeFiles(io: CommandIo, paths: readonly string[]): Merged | string {
  const files: ResultsFile[] = [];
  for (const path of paths) {
    try {
      files.push(readResultsFile(path));
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  const withSettings = files.filter((file) => file.settings !== undefined);
  if (withSettings.length === 0) return 'no results yet: none of the files holds a settings record';
  const first = withSettings[0];
  for (const file of withSettings.slice(1)) {
    const differs = settingsDifference(first.settings!.settings, file.settings!.settings);
    if (differs.length > 0)
      return `${file.path} is from another match than ${first.path}: they differ in ${differs.join(', ')}`;
  }
  const byPair = new Map<number, string>();
  const pairs: PairRecord[] = [];
  for (const file of files) {
    for (const warning of file.warnings) io.err(`warning: ${warning}`);
    for (const record of file.pairs) {
      const other = byPair.get(record.pair);
      if (other !== undefined) return `pair ${record.pair} is in both ${other} and ${file.path}`;
      byPair.set(record.pair, file.path);
      pairs.push(record);
    }
  }
  const inOrder = arrivalOrder(files, pairs);
  pairs.sort((a, b) => a.pair - b.pair);
  const names = pairs.at(-1)?.names ?? ['engine 1', 'engine 2'];
  return { pairs, inOrder, names, sprt: first.settings!.settings.sprt as SprtSettings | undefined };
}

/**
 * The pairs (in the files' order) in the order they came in: a single file's as it is, several files' by the time each
 * pair was recorded; undefined when one of several files has pairs without that time (written before it was kept).
 */
function arrivalOrder(files: readonly ResultsFile[], pairs: readonly PairRecord[]): PairRecord[] | undefined {
  if (files.filter((file) => file.pairs.length > 0).length <= 1) return [...pairs];
  const timed: { readonly at: number; readonly record: PairRecord }[] = [];
  for (const record of pairs) {
    if (record.finishedAt === undefined) return undefined;
    timed.push({ at: record.finishedAt, record });
  }
  return timed.sort((a, b) => a.at - b.at).map(({ record }) => record);
}

/** Where the merged test stopped, if it did and the order of its pairs is known. */
function stopOf(merged: Merged): SprtStop | undefined {
  return merged.sprt === undefined || merged.inOrder === undefined ? undefined : sprtStop(merged.inOrder, merged.sprt);
}

export function matchMergeCommand(io: CommandIo, paths: readonly string[]): number {
  const merged = mergeFiles(io, paths);
  if (typeof merged === 'string') {
    io.err(`topochess match merge: ${merged}`);
    return 1;
  }
  for (const line of formatReport(merged.names, summarize(merged.pairs), merged.sprt, false, stopOf(merged)))
    io.out(line);
  return 0;
}

export function matchStatusCommand(io: CommandIo, paths: readonly string[]): number {
  const merged = mergeFiles(io, paths);
  if (typeof merged === 'string') {
    io.err(`topochess match status: ${merged}`);
    return 1;
  }
  const summary = summarize(merged.pairs);
  const counts = `${merged.pairs.length} pairs, ${summary.games} games, Ptnml(0-2): [${summary.pentanomial.join(', ')}]`;
  if (merged.sprt === undefined) {
    io.out(`no SPRT in these results: ${counts}`);
    return STATUS_UNDECIDED;
  }
  const state = sprtOf(summary, merged.sprt);
  const llr = `LLR ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)})`;
  const stop = stopOf(merged);
  if (stop !== undefined && state.decision !== stop.state.decision) {
    io.out(
      `${stop.state.decision} accepted after ${stop.pairs} pairs at LLR ${stop.state.llr.toFixed(2)}; now ${llr}, ${counts}`,
    );
    return 0;
  }
  if (state.decision === undefined) {
    io.out(`undecided: ${llr}, ${counts}`);
    return STATUS_UNDECIDED;
  }
  io.out(`${state.decision} accepted: ${llr}, ${counts}`);
  return 0;
}
