// Reads the engine's move texts as clicks: the first cell name is where the move starts, the second where it lands,
// the rest (a promotion letter, a merge result, a second placement) tells moves with the same from/to apart.
// Cell names come from the topology; names may be prefixes of others (a1/a10), so the longest match wins. Topology
// names are lower case while some engines print moves with capitals (salmon's `A5c4A6c5`): names match in any case.

export interface ClickMove {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** What follows the two cells, '' when nothing. */
  readonly rest: string;
}

export class CellNames {
  private readonly byName = new Map<string, number>();
  private readonly longest: number;

  constructor(names: readonly string[]) {
    names.forEach((name, index) => this.byName.set(name.toLowerCase(), index));
    this.longest = Math.max(0, ...names.map((n) => n.length));
  }

  /** The longest cell name at `offset` in `text`, or undefined. */
  match(text: string, offset: number): { cell: number; length: number } | undefined {
    for (let length = Math.min(this.longest, text.length - offset); length > 0; length--) {
      const cell = this.byName.get(text.slice(offset, offset + length).toLowerCase());
      if (cell !== undefined) return { cell, length };
    }
    return undefined;
  }

  /** Splits a move text into from, to and rest; undefined when it does not start with two cell names. */
  parse(text: string): ClickMove | undefined {
    const from = this.match(text, 0);
    if (from === undefined) return undefined;
    const to = this.match(text, from.length);
    if (to === undefined) return undefined;
    return { text, from: from.cell, to: to.cell, rest: text.slice(from.length + to.length) };
  }
}

/** The legal moves grouped by starting cell, then by landing cell. */
export function groupMoves(names: CellNames, moves: readonly string[]): Map<number, Map<number, ClickMove[]>> {
  const groups = new Map<number, Map<number, ClickMove[]>>();
  for (const text of moves) {
    const move = names.parse(text);
    if (move === undefined) continue;
    let byTo = groups.get(move.from);
    if (byTo === undefined) groups.set(move.from, (byTo = new Map()));
    const list = byTo.get(move.to) ?? [];
    list.push(move);
    byTo.set(move.to, list);
  }
  return groups;
}
