// An independent, slow FIDE move generator for any board built on the eight grid directions, for perft tests of the
// FIDE-board family's instances (CONTRIBUTING.md, The FIDE-board family). It shares nothing with the engines: plain
// arrays, a board given as names and one neighbour function, moves found by walking neighbours, and legality by making
// the move on a copy and asking whether any enemy man then reaches the king. Positions are FEN on a files x ranks
// board. Castling is FIDE's: king on the e-file, rooks on the corners, the cells between empty, the king's start,
// path and target not attacked. En passant: a pawn whose capture step lands on the cell a double step passed over
// takes the pawn that made it (on a joined board that step may cross the join, like every capture step).

/** The eight directions, in this order: n ne e se s sw w nw. */
export const SLOW_DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
const [N, NE, E, SE, S, SW, W, NW] = [0, 1, 2, 3, 4, 5, 6, 7];
const ORTHOGONAL = [N, E, S, W];
const DIAGONAL = [NE, SE, SW, NW];
/** Knight leaps: two steps one way, then one at right angles to it. */
const KNIGHT_PATHS = ORTHOGONAL.flatMap((long) =>
  ORTHOGONAL.filter((side) => (side - long + 8) % 4 === 2).map((side) => [long, long, side]),
);

export interface SlowBoard {
  readonly files: number;
  readonly ranks: number;
  /** The neighbour of (file, rank) in direction `dir` (index into SLOW_DIRS) as [file, rank], or undefined. */
  neighbour(file: number, rank: number, dir: number): readonly [number, number] | undefined;
}

/** A flat rectangle of files x ranks. */
export function slowFlatBoard(files: number, ranks: number): SlowBoard {
  return slowGrid(files, ranks, false);
}

/** A files x ranks rectangle whose first and last files are joined (a cylinder). */
export function slowCylinderBoard(files: number, ranks: number): SlowBoard {
  return slowGrid(files, ranks, true);
}

function slowGrid(files: number, ranks: number, joined: boolean): SlowBoard {
  // Each direction's step from its name: e/w move along the rank, n/s across it.
  const deltas = SLOW_DIRS.map((name) => [
    name.includes('e') ? 1 : name.includes('w') ? -1 : 0,
    name.includes('n') ? 1 : name.includes('s') ? -1 : 0,
  ]);
  return {
    files,
    ranks,
    neighbour(file, rank, dir) {
      let f = file + deltas[dir][0];
      const r = rank + deltas[dir][1];
      if (joined) f = (f + files) % files;
      return f < 0 || f >= files || r < 0 || r >= ranks ? undefined : [f, r];
    },
  };
}

interface SlowPosition {
  /** Piece letters (FEN's), '' for empty; index rank * files + file. */
  readonly men: string[];
  white: boolean;
  /** Subset of 'KQkq'. */
  castling: string;
  /** The cell a double step passed over, or -1. */
  ep: number;
}

export class SlowFideGenerator {
  private readonly cells: number;
  /** next[cell][dir]: neighbour cell or -1. */
  private readonly next: number[][] = [];

  constructor(private readonly board: SlowBoard) {
    this.cells = board.files * board.ranks;
    for (let cell = 0; cell < this.cells; cell++) {
      const row: number[] = [];
      for (let dir = 0; dir < 8; dir++) {
        const to = board.neighbour(cell % board.files, Math.floor(cell / board.files), dir);
        row.push(to === undefined ? -1 : to[1] * board.files + to[0]);
      }
      this.next.push(row);
    }
  }

  name(cell: number): string {
    return String.fromCharCode(97 + (cell % this.board.files)) + String(Math.floor(cell / this.board.files) + 1);
  }

  private cell(name: string): number {
    return (Number(name.slice(1)) - 1) * this.board.files + (name.charCodeAt(0) - 97);
  }

  parse(fen: string): SlowPosition {
    const [placement, side, castling, ep] = fen.trim().split(/\s+/);
    const men: string[] = new Array<string>(this.cells).fill('');
    placement.split('/').forEach((row, i) => {
      const rank = this.board.ranks - 1 - i;
      let file = 0;
      for (const ch of row.match(/\d+|./g) ?? []) {
        if (/\d/.test(ch)) file += Number(ch);
        else men[rank * this.board.files + file++] = ch;
      }
    });
    return {
      men,
      white: side === 'w',
      castling: castling === '-' ? '' : castling,
      ep: ep === '-' ? -1 : this.cell(ep),
    };
  }

  /** Legal moves as from-to text with a promotion letter (`e7e8q`); castling is the king's two-cell move. */
  legalMoves(pos: SlowPosition): string[] {
    const moves: string[] = [];
    for (const move of this.pseudoMoves(pos)) {
      const after = this.play(pos, move);
      if (!this.kingAttacked(after, pos.white)) moves.push(move);
    }
    return moves;
  }

  perft(pos: SlowPosition, depth: number): number {
    const moves = this.legalMoves(pos);
    if (depth <= 1) return depth === 1 ? moves.length : 1;
    let total = 0;
    for (const move of moves) total += this.perft(this.play(pos, move), depth - 1);
    return total;
  }

  private isOwn(man: string, white: boolean): boolean {
    return man !== '' && (man === man.toUpperCase()) === white;
  }

  private ray(from: number, dir: number): number[] {
    const cells: number[] = [];
    for (let at = this.next[from][dir]; at >= 0 && at !== from; at = this.next[at][dir]) {
      if (cells.includes(at)) break;
      cells.push(at);
    }
    return cells;
  }

  /** Cells the man on `from` attacks (pawns: their capture steps), stopping each line at the first man. */
  private attacks(pos: SlowPosition, from: number): number[] {
    const man = pos.men[from];
    const white = man === man.toUpperCase();
    const kind = man.toLowerCase();
    const found: number[] = [];
    const lines = (dirs: number[]): void => {
      for (const dir of dirs) {
        for (const at of this.ray(from, dir)) {
          found.push(at);
          if (pos.men[at] !== '') break;
        }
      }
    };
    if (kind === 'p') {
      for (const dir of white ? [NE, NW] : [SE, SW]) if (this.next[from][dir] >= 0) found.push(this.next[from][dir]);
    } else if (kind === 'n') {
      for (const path of KNIGHT_PATHS) {
        let at = from;
        for (const dir of path) at = at < 0 ? -1 : this.next[at][dir];
        if (at >= 0) found.push(at);
      }
    } else if (kind === 'k') {
      for (let dir = 0; dir < 8; dir++) if (this.next[from][dir] >= 0) found.push(this.next[from][dir]);
    } else {
      if (kind !== 'r') lines(DIAGONAL);
      if (kind !== 'b') lines(ORTHOGONAL);
    }
    return found;
  }

  private attacked(pos: SlowPosition, cell: number, byWhite: boolean): boolean {
    for (let from = 0; from < this.cells; from++) {
      if (this.isOwn(pos.men[from], byWhite) && this.attacks(pos, from).includes(cell)) return true;
    }
    return false;
  }

  private kingAttacked(pos: SlowPosition, white: boolean): boolean {
    const king = pos.men.indexOf(white ? 'K' : 'k');
    return this.attacked(pos, king, !white);
  }

  private pseudoMoves(pos: SlowPosition): string[] {
    const moves = new Set<string>();
    const white = pos.white;
    for (let from = 0; from < this.cells; from++) {
      const man = pos.men[from];
      if (!this.isOwn(man, white)) continue;
      const add = (to: number): void => {
        if (man.toLowerCase() === 'p' && this.next[to][white ? N : S] < 0) {
          for (const letter of 'qrbn') moves.add(this.name(from) + this.name(to) + letter);
        } else moves.add(this.name(from) + this.name(to));
      };
      if (man.toLowerCase() === 'p') {
        const ahead = this.next[from][white ? N : S];
        if (ahead >= 0 && pos.men[ahead] === '') {
          add(ahead);
          const behind = this.next[from][white ? S : N];
          const start = behind >= 0 && this.next[behind][white ? S : N] < 0;
          const twoAhead = this.next[ahead][white ? N : S];
          if (start && twoAhead >= 0 && pos.men[twoAhead] === '') add(twoAhead);
        }
        for (const to of this.attacks(pos, from)) {
          if ((pos.men[to] !== '' && !this.isOwn(pos.men[to], white)) || to === pos.ep) add(to);
        }
        continue;
      }
      for (const to of this.attacks(pos, from)) if (!this.isOwn(pos.men[to], white)) add(to);
      if (man.toLowerCase() === 'k') for (const move of this.castles(pos)) moves.add(move);
    }
    return [...moves];
  }

  private castles(pos: SlowPosition): string[] {
    const moves: string[] = [];
    const rank = pos.white ? '1' : String(this.board.ranks);
    const options: [string, string, string, string[], string[]][] = [
      ['K', 'e', 'g', ['f', 'g'], ['e', 'f', 'g']],
      ['Q', 'e', 'c', ['b', 'c', 'd'], ['e', 'd', 'c']],
    ];
    for (const [right, king, to, empty, safe] of options) {
      if (!pos.castling.includes(pos.white ? right : right.toLowerCase())) continue;
      if (pos.men[this.cell(king + rank)] !== (pos.white ? 'K' : 'k')) continue;
      if (empty.some((file) => pos.men[this.cell(file + rank)] !== '')) continue;
      if (safe.some((file) => this.attacked(pos, this.cell(file + rank), !pos.white))) continue;
      moves.push(king + rank + to + rank);
    }
    return moves;
  }

  /** The position after `move` (a copy). */
  play(pos: SlowPosition, move: string): SlowPosition {
    const from = this.cell(move.slice(0, 2));
    const to = this.cell(move.slice(2, 4));
    const men = pos.men.slice();
    const man = men[from];
    const white = pos.white;
    let ep = -1;
    if (man.toLowerCase() === 'p') {
      if (to === pos.ep) men[this.next[to][white ? S : N]] = '';
      const ahead = this.next[from][white ? N : S];
      if (ahead >= 0 && this.next[ahead][white ? N : S] === to) ep = ahead;
    }
    men[to] = move.length > 4 ? (white ? move[4].toUpperCase() : move[4]) : man;
    men[from] = '';
    let castling = pos.castling;
    if (man.toLowerCase() === 'k' && Math.abs((from % this.board.files) - (to % this.board.files)) === 2) {
      const rank = move[1];
      const kingSide = move[2] === 'g';
      men[this.cell((kingSide ? 'f' : 'd') + rank)] = men[this.cell((kingSide ? 'h' : 'a') + rank)];
      men[this.cell((kingSide ? 'h' : 'a') + rank)] = '';
    }
    const lastRank = String(this.board.ranks);
    const lose: [string, string][] = [
      ['e1', 'KQ'],
      ['h1', 'K'],
      ['a1', 'Q'],
      [`e${lastRank}`, 'kq'],
      [`h${lastRank}`, 'k'],
      [`a${lastRank}`, 'q'],
    ];
    for (const [name, rights] of lose) {
      const cell = this.cell(name);
      if (cell === from || cell === to) for (const right of rights) castling = castling.replace(right, '');
    }
    return { men, white: !white, castling, ep };
  }
}
