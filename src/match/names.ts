// The names of the two engines in the report and PGN: the name given (`--name1`/`--name2`), else the engine's own
// (UCI `id name`, CECP `myname`) with its fixed limits, e.g. `Topochess 0.2.0 (depth 4)`; the second gets ` #2` when
// the two would still read the same, so a report never compares an engine with itself by name.
import type { SearchBudget } from './players';

/** The fixed limits of a search as a name suffix: ` (depth 4, nodes 1000)`, or '' for none (a clock game). */
export function limitsSuffix(limits: Omit<SearchBudget, 'clock'>): string {
  const parts: string[] = [];
  if (limits.depth !== undefined) parts.push(`depth ${limits.depth}`);
  if (limits.nodes !== undefined) parts.push(`nodes ${limits.nodes}`);
  if (limits.movetimeMs !== undefined) parts.push(`movetime ${limits.movetimeMs} ms`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

export interface NameSource {
  /** The name given on the command line, used as it is. */
  readonly given?: string;
  /** The engine's own name (or its command until it has said one). */
  readonly own: string;
  readonly limits: Omit<SearchBudget, 'clock'>;
}

export function engineNames(first: NameSource, second: NameSource): [string, string] {
  const name = (source: NameSource): string => source.given ?? `${source.own}${limitsSuffix(source.limits)}`;
  const names: [string, string] = [name(first), name(second)];
  if (names[0] === names[1]) names[1] += ' #2';
  return names;
}
