// The 48-cell ring of Sesqui-dimensional Chess and every table move generation reads: slides (the ring's rays),
// bishop leap lines (±2 repeated), knight (±3, ±23) and king (±1, ±2, 24) targets, the opposite cell, and the pawn
// tables (forward direction per colour and cell, start and promotion cells). Built once at module load.
import type { Cell } from '../../src/core/types';
import { DIR_CCW, DIR_CW, ringCell, ringSpec } from '../../src/topology/ring';
import { buildTopology, collectTargets } from '../../src/topology/topology';
import type { TargetTable, Topology } from '../../src/topology/topology';

export const CELLS = 48;
export const HALF = CELLS / 2;
export const TOPOLOGY: Topology = buildTopology(
  ringSpec({ id: 'sesqui48', size: CELLS, sectorLetters: 'abcdefgh', sectorSize: 6, sectorOffset: 0 }),
);
const DIRS = TOPOLOGY.dirCount;

/** The setup, index 0 first, counter-clockwise (msg.md style data string: a correction is one line). */
export const START_RING = 'PPNKRBPP....ppnqrbpp....PPBRQNPP....ppbrknpp....';
/** Each colour's promotion cells: the opponent's king, queen and rook start cells. */
export const PROMOTION_CELLS: readonly (readonly Cell[])[] = [
  [15, 16, 39, 40],
  [3, 4, 27, 28],
];

export const OPPOSITE = new Int8Array(CELLS);
for (let cell = 0; cell < CELLS; cell++) OPPOSITE[cell] = ringCell(CELLS, cell, HALF);

/** Rook slides: SLIDE_OFFSET/CELLS per (cell, direction 0 = ccw, 1 = cw), from the ring's rays (47 cells each). */
export const SLIDES: TargetTable = collectTargets(
  CELLS * 2,
  (index, push) => {
    const cell = index >> 1;
    const ray = cell * DIRS + ((index & 1) === 0 ? DIR_CCW : DIR_CW);
    for (let i = TOPOLOGY.rayOffset[ray]; i < TOPOLOGY.rayOffset[ray + 1]; i++) push(TOPOLOGY.rayCells[i]);
  },
  false,
);

/** Bishop lines: repeated leaps of +2 (index cell*2) or -2 (cell*2+1), stopping before the start (23 cells each). */
export const LEAP_LINES: TargetTable = collectTargets(
  CELLS * 2,
  (index, push) => {
    const cell = index >> 1;
    const step = (index & 1) === 0 ? 2 : -2;
    for (let at = ringCell(CELLS, cell, step); at !== cell; at = ringCell(CELLS, at, step)) push(at);
  },
  false,
);

export const KNIGHT_TARGETS: TargetTable = collectTargets(CELLS, (cell, push) => {
  for (const steps of [3, -3, 23, -23]) push(ringCell(CELLS, cell, steps));
});

export const KING_TARGETS: TargetTable = collectTargets(CELLS, (cell, push) => {
  for (const steps of [1, -1, 2, -2, HALF]) push(ringCell(CELLS, cell, steps));
});

/** The pawn's forward sense per colour and cell: +1 (ccw) or -1 (cw), toward the nearest own promotion cell. */
export const PAWN_FORWARD = new Int8Array(2 * CELLS);
/** One step and two steps forward; -1 where a pawn never stands (its promotion cells). */
export const PAWN_STEP = new Int8Array(2 * CELLS).fill(-1);
export const PAWN_LEAP = new Int8Array(2 * CELLS).fill(-1);
/** 1 on the start cells of the colour's pawns (a double step is allowed from any of them). */
export const PAWN_START = new Uint8Array(2 * CELLS);
/** 1 where a pawn of the colour promotes on arrival. */
export const PROMOTES = new Uint8Array(2 * CELLS);

for (let colour = 0; colour < 2; colour++) {
  for (const cell of PROMOTION_CELLS[colour]) PROMOTES[colour * CELLS + cell] = 1;
  for (let cell = 0; cell < CELLS; cell++) {
    if (START_RING[cell] === (colour === 0 ? 'P' : 'p')) PAWN_START[colour * CELLS + cell] = 1;
    if (PROMOTES[colour * CELLS + cell] === 1) continue;
    // Distances along the ring to every own promotion cell, both ways; the nearest decides, and must be unique.
    const options = PROMOTION_CELLS[colour].flatMap((target) => {
      const up = ringCell(CELLS, target, -cell);
      return [
        { distance: up, sense: 1 },
        { distance: CELLS - up, sense: -1 },
      ];
    });
    const best = Math.min(...options.map((option) => option.distance));
    const senses = new Set(options.filter((option) => option.distance === best).map((option) => option.sense));
    if (senses.size !== 1) throw new Error(`sesqui: pawn direction tie on cell ${cell} for colour ${colour}`);
    const sense = [...senses][0];
    PAWN_FORWARD[colour * CELLS + cell] = sense;
    PAWN_STEP[colour * CELLS + cell] = ringCell(CELLS, cell, sense);
    PAWN_LEAP[colour * CELLS + cell] = ringCell(CELLS, cell, 2 * sense);
  }
}
/** Cells from which a pawn of the colour captures onto a cell (reverse of PAWN_LEAP): source colour * CELLS + cell. */
export const PAWN_ATTACKERS: TargetTable = collectTargets(2 * CELLS, (source, push) => {
  const colour = source < CELLS ? 0 : 1;
  const target = source - colour * CELLS;
  for (let cell = 0; cell < CELLS; cell++) if (PAWN_LEAP[colour * CELLS + cell] === target) push(cell);
});
