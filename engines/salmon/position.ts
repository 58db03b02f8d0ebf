// Salmon position state: who stands where (type, owner, restricted-pawn flag), per-player piece lists, the active
// players and the state inside a turn. Typed arrays only; make/unmake keep them in step.
import { CELLS, LAYERS, cellAt } from './topology';
import { LAYER_CELLS, PLAYERS, layerCell } from './layer';
import { KING_CENTAUR } from './pieces';
import { SETUP_RANK2, SETUP_RANK4 } from './pieces-data';

/** Most pieces a player can have: 200 at the start, one more per promotion (each removes a restricted pawn). */
export const MAX_PIECES = 400;

export interface SalmonPosition {
  /** Piece type 0-49 per cell, -1 if empty. */
  readonly type: Int8Array;
  /** Owner 0-9 per cell, -1 if empty. */
  readonly owner: Int8Array;
  /** 1 where the piece is a restricted pawn. */
  readonly restricted: Uint8Array;
  /** 1 where the piece has moved in the current turn. */
  readonly moved: Uint8Array;
  /** pieces[player * MAX_PIECES + k], k < pieceCount[player]: cells of that player's pieces; slot[cell] = k. */
  readonly pieces: Int32Array;
  readonly pieceCount: Int32Array;
  readonly slot: Int32Array;
  /** 1 where a promotion left two twins on the cell (one must move off with the next sub-move). */
  readonly twin: Uint8Array;
  /** 1 while the player's King Centaur is on the board. */
  readonly active: Uint8Array;
  /** Cell of each player's King Centaur, -1 once captured. */
  readonly centaur: Int32Array;
  /** Player to move and how many sub-moves of his turn have been played. */
  toMove: number;
  subMoves: number;
  /** Cell of twins that must move next, or -1. */
  pendingTwin: number;
  /** The promotion zone in force (PROMOTION or PROMOTION_LITERAL): a rule switch, fixed for the game. */
  readonly promotion: Uint8Array;
}

/**
 * PAWN_RANK[player * LAYER_CELLS + layer cell]: rank of the cell in that player's coordinates, 0 off his 10x10 board.
 */
export const PAWN_RANK = new Uint8Array(PLAYERS * LAYER_CELLS);
for (let p = 0; p < PLAYERS; p++) {
  for (let file = 0; file < 10; file++)
    for (let rank = 1; rank <= 10; rank++) PAWN_RANK[p * LAYER_CELLS + layerCell(p, file, rank)] = rank;
}

/** Promotion zone tables, [player * LAYER_CELLS + layer cell]: 2 on a must cell, 1 on a may cell, 0 elsewhere. */
function promotionZone(cells: readonly (readonly [number, number, number])[]): Uint8Array {
  const zone = new Uint8Array(PLAYERS * LAYER_CELLS);
  for (let p = 0; p < PLAYERS; p++)
    for (const [file, rank, kind] of cells) zone[p * LAYER_CELLS + layerCell(p, file, rank)] = kind;
  return zone;
}

/** salmon.md's recommended zone, symmetric about the e/f line: must on e10, f10; may on d10, e9, f9, g10. */
export const PROMOTION = promotionZone([
  [4, 10, 2],
  [5, 10, 2],
  [3, 10, 1],
  [4, 9, 1],
  [5, 9, 1],
  [6, 10, 1],
]);
/** The literal minimal reading (ambiguity 15), a switch: must on e10; may on d10, e9. */
export const PROMOTION_LITERAL = promotionZone([
  [4, 10, 2],
  [3, 10, 1],
  [4, 9, 1],
]);

/** Turn order A D G J C F I B E H: a player's successor sits three letters on (salmon.md §8). */
export const TURN_STEP = 3;

/** The k-th active player after `player` in turn order (k >= 1), skipping inactive ones and `player`; -1 if none. */
export function nextActive(pos: SalmonPosition, player: number, k: number): number {
  let p = player;
  for (let i = 0; i < PLAYERS - 1; i++) {
    p = (p + TURN_STEP) % PLAYERS;
    if (pos.active[p] && --k === 0) return p;
  }
  return -1;
}

export function emptyPosition(promotion: Uint8Array = PROMOTION): SalmonPosition {
  return {
    promotion,
    type: new Int8Array(CELLS).fill(-1),
    owner: new Int8Array(CELLS).fill(-1),
    restricted: new Uint8Array(CELLS),
    moved: new Uint8Array(CELLS),
    twin: new Uint8Array(CELLS),
    pieces: new Int32Array(PLAYERS * MAX_PIECES),
    pieceCount: new Int32Array(PLAYERS),
    slot: new Int32Array(CELLS).fill(-1),
    active: new Uint8Array(PLAYERS),
    centaur: new Int32Array(PLAYERS).fill(-1),
    toMove: 0,
    subMoves: 0,
    pendingTwin: -1,
  };
}

/** Puts a piece on an empty cell (set-up and position text; not the hot path). */
export function placePiece(pos: SalmonPosition, cell: number, player: number, type: number, restricted: boolean): void {
  pos.type[cell] = type;
  pos.owner[cell] = player;
  pos.restricted[cell] = restricted ? 1 : 0;
  const k = pos.pieceCount[player]++;
  pos.pieces[player * MAX_PIECES + k] = cell;
  pos.slot[cell] = k;
  if (type === KING_CENTAUR) {
    pos.centaur[player] = cell;
    pos.active[player] = 1;
  }
}

/**
 * The start position of salmon.md §6: every player's rank 2 and rank 4 (restricted pawns) on every layer; A to move.
 */
export function startPosition(promotion: Uint8Array = PROMOTION): SalmonPosition {
  const pos = emptyPosition(promotion);
  for (let p = 0; p < PLAYERS; p++) {
    for (let layer = 1; layer <= LAYERS; layer++) {
      for (let file = 0; file < 10; file++) {
        placePiece(pos, cellAt(layer, layerCell(p, file, 2)), p, SETUP_RANK2[layer - 1][file], false);
        placePiece(pos, cellAt(layer, layerCell(p, file, 4)), p, SETUP_RANK4[layer - 1][file], true);
      }
    }
  }
  return pos;
}
