// The 10x10 board of Stack Chess and its tables: the eight queen rays per cell (from the grid topology), stack codes
// (height and colour in one small integer) and Zobrist keys. Built once at module load.
import type { Player } from '../../src/core/types';
import { KeyGenerator } from '../../src/core/zobrist';
import { gridSpec } from '../../src/topology/grid';
import { buildTopology } from '../../src/topology/topology';
import type { Topology } from '../../src/topology/topology';

export const FILES = 10;
export const RANKS = 10;
export const TOPOLOGY: Topology = buildTopology(gridSpec({ id: 'stack10', files: FILES, ranks: RANKS }));
export const CELLS = TOPOLOGY.size;
export const DIRS = TOPOLOGY.dirCount;
export const RAY_OFFSET = TOPOLOGY.rayOffset;
export const RAY_CELLS = TOPOLOGY.rayCells;

/** The tallest stack. */
export const MAX_HEIGHT = 10;
/** A stack code: height 1..10 in the low bits, BLACK_BIT for Black; 0 is an empty cell. */
export const BLACK_BIT = 16;
export const HEIGHT_MASK = 15;
export const STACK_CODES = 32;

export function stackCode(colour: Player, height: number): number {
  return (colour === 0 ? 0 : BLACK_BIT) | height;
}

const keys = new KeyGenerator(0x57ac4);
const pieceKeys = keys.table(STACK_CODES * CELLS);
const sideKeys = keys.table(1);
/** PIECE_KEY_LO/HI[code * CELLS + cell]. */
export const PIECE_KEY_LO = pieceKeys.lo;
export const PIECE_KEY_HI = pieceKeys.hi;
export const SIDE_KEY_LO = sideKeys.lo[0];
export const SIDE_KEY_HI = sideKeys.hi[0];

/** Height letters: A/a = 1 … J/j = 10 (upper case White). */
export const HEIGHT_LETTERS = ' abcdefghij';
