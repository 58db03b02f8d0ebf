// Reading another program's UCI `info` lines (a GUI's or an arbiter's side of the protocol): depth, score, nodes,
// speed and principal variation. Used by the match runner and the board page.

/** What one `info` line says about the search; a field the line does not give is undefined. */
export interface UciInfo {
  readonly depth: number | undefined;
  /** Centipawns, from the side to move's point of view. */
  readonly cp: number | undefined;
  /** Moves to mate: positive when the side to move mates, negative when it is mated. */
  readonly mate: number | undefined;
  readonly nodes: number | undefined;
  readonly nps: number | undefined;
  readonly pv: readonly string[];
}

/** The fields of an `info` line; undefined for any other line and for `info string …`. */
export function readUciInfo(line: string): UciInfo | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info' || words[1] === 'string') return undefined;
  const number = (name: string): number | undefined => {
    const at = words.indexOf(name);
    const value = at < 0 ? NaN : Number(words[at + 1]);
    return Number.isFinite(value) ? value : undefined;
  };
  const score = words.indexOf('score');
  const kind = score < 0 ? undefined : words[score + 1];
  const value = score < 0 ? NaN : Number(words[score + 2]);
  const pv = words.indexOf('pv');
  return {
    depth: number('depth'),
    cp: kind === 'cp' && Number.isFinite(value) ? value : undefined,
    mate: kind === 'mate' && Number.isFinite(value) ? value : undefined,
    nodes: number('nodes'),
    nps: number('nps'),
    pv: pv < 0 ? [] : words.slice(pv + 1),
  };
}
