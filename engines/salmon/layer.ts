// One horizontal layer of the Salmon P. Chess board (750 cells): ten 10x5 strips and ten shared 5x5 rhombi meeting at
// a ten-cell centre (../shared/rules/salmon.md §3.2-3.5). Built once at start-up; everything 3-D is this layer times
// ten (topology.ts). Cells are numbered owner * 75 + local, local = (rank-1)*10 + file on the strip (ranks 1-5) and
// 50 + (rank-6)*5 + file on the owner's a-e rhombus (ranks 6-10), always in the canonical owner's coordinates.

export const PLAYERS = 10;
export const LAYER_CELLS = 750;
export const DECANT = 75;

/** Horizontal directions in a cell's canonical frame: faces N E S W, diagonals through corners 0-3, and the two
 * "inward" continuations of a central cell (across the centre, then out along the S or the W radial line). */
export const H_N = 0,
  H_E = 1,
  H_S = 2,
  H_W = 3,
  H_NE = 4,
  H_SE = 5,
  H_SW = 6,
  H_NW = 7,
  H_XS = 8,
  H_XW = 9;
export const H_COUNT = 10;
export const H_NAMES = ['n', 'e', 's', 'w', 'ne', 'se', 'sw', 'nw', 'xs', 'xw'] as const;
/** Face-type horizontal directions (one face step, or the across step of a central cell). */
export const H_FACES: readonly number[] = [H_N, H_E, H_S, H_W, H_XS, H_XW];
export const H_DIAGONALS: readonly number[] = [H_NE, H_SE, H_SW, H_NW];

export type CentreRule = 'L0' | 'L1';

/**
 * (player 0-9, file 0-9, rank 1-10) in that player's coordinates -> layer cell, using the alias rule for f-j x 6-10.
 */
export function layerCell(player: number, file: number, rank: number): number {
  if (rank <= 5) return player * DECANT + (rank - 1) * 10 + file;
  if (file <= 4) return player * DECANT + 50 + (rank - 6) * 5 + file;
  const owner = (player + PLAYERS - 1) % PLAYERS;
  return owner * DECANT + 50 + (15 - file - 6) * 5 + (rank - 6);
}

/** Canonical (owner, file, rank) of a layer cell. */
export function layerCoords(cell: number): { owner: number; file: number; rank: number } {
  const owner = Math.floor(cell / DECANT);
  const local = cell % DECANT;
  if (local < 50) return { owner, file: local % 10, rank: Math.floor(local / 10) + 1 };
  return { owner, file: (local - 50) % 5, rank: Math.floor((local - 50) / 5) + 6 };
}

/** The central cell X.e10 of player X. */
export const centralCell = (player: number): number => layerCell(player, 4, 10);

export interface Layer {
  readonly rule: CentreRule;
  /**
   * face[c*4+s] = neighbour through slot s, -1 at an edge; faceEntry[c*4+s] = the slot of that neighbour facing back.
   */
  readonly face: Int32Array;
  readonly faceEntry: Int8Array;
  /** 1 on the ten central cells. */
  readonly central: Uint8Array;
  /**
   * Steps: targets of (cell, horizontal dir) as flat [cell, continuation dir, ...] lists; the first is the ordinary
   * neighbour, further ones are branches (the two diagonals through the centre, L1's orbit turns).
   */
  readonly steps: readonly (readonly number[])[];
  /** Axis of a face-type direction at a cell: a leaper's turn takes an exit on another axis. */
  axis(cell: number, dir: number): number;
}

const step = (dir: number): [number, number] =>
  [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ][dir] as [number, number];

export function buildLayer(rule: CentreRule): Layer {
  const face = new Int32Array(LAYER_CELLS * 4).fill(-1);
  const faceEntry = new Int8Array(LAYER_CELLS * 4).fill(-1);
  const conv = (file: number, rank: number, dir: number): number => (rank <= 5 || file <= 4 ? dir : (dir + 1) % 4);
  const link = (c: number, s: number, c2: number, s2: number): void => {
    for (const [a, sa, b, sb] of [
      [c, s, c2, s2],
      [c2, s2, c, s],
    ]) {
      const i = a * 4 + sa;
      if (face[i] !== -1 && (face[i] !== b || faceEntry[i] !== sb))
        throw new Error(`salmon layer: slot conflict at ${a}/${sa}`);
      face[i] = b;
      faceEntry[i] = sb;
    }
  };
  for (let p = 0; p < PLAYERS; p++) {
    for (let file = 0; file < 10; file++) {
      for (let rank = 1; rank <= 10; rank++) {
        for (let dir = 0; dir < 4; dir++) {
          const [df, dr] = step(dir);
          const f2 = file + df;
          const r2 = rank + dr;
          if (f2 < 0 || f2 > 9 || r2 < 1 || r2 > 10) continue;
          link(layerCell(p, file, rank), conv(file, rank, dir), layerCell(p, f2, r2), conv(f2, r2, (dir + 2) % 4));
        }
      }
    }
  }
  const central = new Uint8Array(LAYER_CELLS);
  for (let p = 0; p < PLAYERS; p++) central[centralCell(p)] = 1;

  // The cells round the vertex at corner k of c (between slots k and k+1), each with its own corner index there.
  const vertex = (c: number, k: number): { cells: [number, number][]; closed: boolean } => {
    const cells: [number, number][] = [[c, k]];
    let [cur, corner] = [c, k];
    for (;;) {
      const slot = cur * 4 + ((corner + 1) % 4);
      if (face[slot] < 0) break;
      [cur, corner] = [face[slot], faceEntry[slot]];
      if (cur === c) return { cells, closed: true };
      cells.push([cur, corner]);
    }
    [cur, corner] = [c, k];
    for (;;) {
      const slot = cur * 4 + corner;
      if (face[slot] < 0) break;
      [cur, corner] = [face[slot], (faceEntry[slot] + 3) % 4];
      cells.unshift([cur, corner]);
    }
    return { cells, closed: false };
  };

  const steps: number[][] = [];
  for (let c = 0; c < LAYER_CELLS; c++) {
    const owner = Math.floor(c / DECANT);
    for (let h = 0; h < H_COUNT; h++) {
      const out: number[] = [];
      if (h < 4) {
        const n = face[c * 4 + h];
        if (n >= 0) {
          const t = faceEntry[c * 4 + h];
          if (!central[n]) out.push(n, (t + 2) % 4);
          else if (t === H_E) out.push(n, H_N);
          else if (t === H_N) out.push(n, H_E);
          else {
            // Radial entry: L0 goes across (keeping its course); L1 may also turn into the orbit either way.
            out.push(n, t === H_S ? H_XS : H_XW);
            if (rule === 'L1') out.push(n, H_N, n, H_E);
          }
        }
      } else if (h < 8) {
        const { cells, closed } = vertex(c, h - 4);
        const targets: [number, number][] = [];
        if (closed && cells.length === 4) targets.push(cells[2]);
        else if (closed && cells.length === 10) targets.push(cells[4], cells[6]);
        else if (closed) throw new Error(`salmon layer: closed vertex of ${cells.length} cells`);
        else if (cells.length === 3 && cells[0][0] === c) targets.push(cells[2]);
        else if (cells.length === 3 && cells[2][0] === c) targets.push(cells[0]);
        for (const [n, corner] of targets) out.push(n, 4 + ((corner + 2) % 4));
      } else if (central[c]) {
        out.push(centralCell((owner + 5) % PLAYERS), h === H_XS ? H_S : H_W);
      }
      steps.push(out);
    }
  }
  const axis = (cell: number, dir: number): number => {
    if (!central[cell]) return dir % 2;
    return dir === H_N || dir === H_E ? 0 : dir === H_S || dir === H_XS ? 1 : 2;
  };
  return { rule, face, faceEntry, central, steps, axis };
}
