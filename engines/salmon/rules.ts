// Salmon P. Chess as Rules for the generic layers: a move is one sub-move, or END_TURN ("pass", which also ends a
// turn after its tenth sub-move); protocol tokens are whole turns (Rules.turns, src/core/turns.ts). Ending a turn
// eliminates every following player who is checkmated at the start of his turn, and counts quiet turns for the
// adjudication rule. No Zobrist keys: no search here visits a position twice, and repetition is not a rule.
import { err, ok, type Result } from '../../src/core/result';
import {
  GEN_NOISY,
  RESULT_NONE,
  type GenMode,
  type Outcome,
  type PieceInfo,
  type PositionCore,
  type QuickResult,
  type Rules,
} from '../../src/core/rules';
import type { SalmonBoard } from './topology';
import { PLAYER_LETTERS, cellName } from './topology';
import { eliminate, winner } from './game';
import { LAYER_CELLS, PLAYERS } from './layer';
import { UNDO_SIZE, makeSubMove, restoreToList, unmakeSubMove } from './make';
import { MOVE_CAPTURE, MOVE_PROMOTE, moveFrom, moveTo } from './movegen';
import {
  formatPosition as formatPieces,
  formatSubMove,
  parsePosition as parsePieces,
  parseSubMove,
  keepNamedSubMoves,
} from './notation';
import { KING_CENTAUR, PIECE_DEFS } from './pieces';
import type { SalmonPosition } from './position';
import { MAX_PIECES, PAWN_RANK, PROMOTION, nextActive, startPosition as startPieces } from './position';
import { MAX_SUB_MOVES, TURN_LENGTH, type TurnRules } from './turn';
import { PIECE_LABELS } from './piece-labels';
import { layerText, pieceCode } from './layer-text';

/** The move that ends the turn (text `pass`); sub-moves use bits 0-27. */
export const END_TURN = 1 << 28;

/**
 * Adjudication (salmon.md ambiguity 22 leaves it open): the game is drawn among the survivors once this many rounds,
 * i.e. this many turns of every active player, end without a capture, a promotion or a restricted pawn's advance.
 */
export const QUIET_ROUNDS_LIMIT = 10;

export interface SalmonState extends PositionCore {
  readonly board: SalmonPosition;
  /** Turns ended since the last capture, promotion or pawn advance. */
  quiet: number;
  /** RECORD slots per move made: the sub-move undo record, the quiet count before, and the kind. */
  undo: Int32Array;
  /** What each end of turn changed, indexed from the undo record. */
  readonly ends: EndRecord[];
}

interface EndRecord {
  readonly player: number;
  readonly subMoves: number;
  readonly movedCells: readonly number[];
  /** Players eliminated as checkmated at the start of their turn, with their centaur's cell and list slot. */
  readonly mated: readonly { readonly player: number; readonly cell: number; readonly slot: number }[];
}

const RECORD = UNDO_SIZE + 2;
const QUIET_SLOT = UNDO_SIZE;
const KIND_SLOT = UNDO_SIZE + 1;
const KIND_SUB_MOVE = 0;
const KIND_END = 1;
const NO_KEYS = new Int32Array(1);

/** The Rules' position around a board (shared, not copied): a new game record starts here. */
export function stateOf(board: SalmonPosition, quiet = 0): SalmonState {
  return {
    board,
    quiet,
    undo: new Int32Array(RECORD * 64),
    ends: [],
    stm: board.toMove,
    gamePly: 0,
    halfmove: 0,
    hashLo: 0,
    hashHi: 0,
    keyHistoryLo: NO_KEYS,
    keyHistoryHi: NO_KEYS,
  };
}

/** `promotion`: the zone in force (PROMOTION, salmon.md's recommendation, or PROMOTION_LITERAL), fixed per rules. */
export function createSalmonRules(
  turnRules: TurnRules,
  board: SalmonBoard,
  promotion: Uint8Array = PROMOTION,
): Rules<SalmonState> {
  const scratch = new Int32Array(MAX_SUB_MOVES);

  /** A capture, a promotion or a restricted pawn's step up in rank: nothing like it can be undone by later play. */
  function irreversible(pieces: SalmonPosition, move: number): boolean {
    if (move & (MOVE_CAPTURE | MOVE_PROMOTE)) return true;
    const from = moveFrom(move);
    if (!pieces.restricted[from]) return false;
    const base = pieces.owner[from] * LAYER_CELLS;
    return PAWN_RANK[base + (moveTo(move) % LAYER_CELLS)] > PAWN_RANK[base + (from % LAYER_CELLS)];
  }

  function record(state: SalmonState): number {
    const at = state.gamePly * RECORD;
    if (at + RECORD > state.undo.length) {
      const grown = new Int32Array(state.undo.length * 2);
      grown.set(state.undo);
      state.undo = grown;
    }
    return at;
  }

  /** At a turn boundary: eliminates the player to move while he is checkmated, passing the move on. */
  function eliminateMated(pieces: SalmonPosition, mated: { player: number; cell: number; slot: number }[]): void {
    while (winner(pieces) < 0 && pieces.subMoves === 0 && turnRules.checkmated(pieces)) {
      const player = pieces.toMove;
      const cell = pieces.centaur[player];
      mated.push({ player, cell, slot: pieces.slot[cell] });
      eliminate(pieces, player);
      pieces.toMove = nextActive(pieces, player, 1);
    }
  }

  function endTurn(state: SalmonState): void {
    const pieces = state.board;
    const player = pieces.toMove;
    const movedCells: number[] = [];
    for (let k = 0; k < pieces.pieceCount[player]; k++) {
      const cell = pieces.pieces[player * MAX_PIECES + k];
      if (pieces.moved[cell]) {
        movedCells.push(cell);
        pieces.moved[cell] = 0;
      }
    }
    const subMoves = pieces.subMoves;
    pieces.subMoves = 0;
    const next = nextActive(pieces, player, 1);
    if (next >= 0) pieces.toMove = next;
    const mated: { player: number; cell: number; slot: number }[] = [];
    eliminateMated(pieces, mated);
    state.ends.push({ player, subMoves, movedCells, mated });
    state.quiet++;
  }

  function undoEndTurn(state: SalmonState): void {
    const pieces = state.board;
    const end = state.ends.pop()!;
    for (let i = end.mated.length - 1; i >= 0; i--) {
      const { player, cell, slot } = end.mated[i];
      pieces.type[cell] = KING_CENTAUR;
      pieces.owner[cell] = player;
      restoreToList(pieces, player, cell, slot);
      pieces.centaur[player] = cell;
      pieces.active[player] = 1;
    }
    pieces.toMove = end.player;
    pieces.subMoves = end.subMoves;
    for (const cell of end.movedCells) pieces.moved[cell] = 1;
  }

  /** Why the player to move may not end his turn now, or undefined if he may. */
  function passRefusal(pieces: SalmonPosition): string | undefined {
    // The sub-move that takes the last rival centaur ends the game, but its turn still ends (the token completes).
    if (winner(pieces) >= 0) return pieces.subMoves === 0 ? 'the game is over' : undefined;
    if (pieces.subMoves >= TURN_LENGTH) return undefined;
    if (pieces.pendingTwin >= 0) return 'a twin must move off its cell first';
    if (!turnRules.canPass(pieces)) return 'in check: the turn must start with a sub-move that escapes';
    return undefined;
  }

  function generateMoves(state: SalmonState, out: Int32Array, start: number, mode: GenMode): number {
    const pieces = state.board;
    if (pieces.subMoves >= TURN_LENGTH || winner(pieces) >= 0) return 0;
    const end = turnRules.legalSubMoves(pieces, out, start);
    if (mode !== GEN_NOISY) return end - start;
    let n = start;
    for (let i = start; i < end; i++) if (out[i] & (MOVE_CAPTURE | MOVE_PROMOTE)) out[n++] = out[i];
    return n - start;
  }

  function parsePosition(text: string): Result<SalmonState> {
    const fields = text.trim().split(/\s+/);
    if (fields.length < 5 || fields.length > 6) {
      return err(
        'ERR_BAD_POSITION',
        'expected: side, sub-moves, pending twin, eliminated, pieces and an optional quiet-turn count',
      );
    }
    let quiet = 0;
    if (fields.length === 6) {
      if (!/^[0-9]{1,6}$/.test(fields[5]))
        return err('ERR_BAD_POSITION', `bad quiet-turn count '${fields[5].slice(0, 12)}'`);
      quiet = Number(fields[5]);
    }
    const parsed = parsePieces(fields.slice(0, 5).join(' '), promotion);
    if (!parsed.ok) return parsed;
    const pieces = parsed.value;
    if (pieces.subMoves > TURN_LENGTH) return err('ERR_BAD_POSITION', `at most ${TURN_LENGTH} sub-moves in a turn`);
    // A player checkmated at the start of his turn is out before he plays (salmon.md §8).
    eliminateMated(pieces, []);
    return ok(stateOf(pieces, quiet));
  }

  const formatPosition = (state: SalmonState): string => `${formatPieces(state.board)} ${state.quiet}`;

  const rules: Rules<SalmonState> = {
    variant: 'salmon',
    players: PLAYERS,
    topology: board.topology,
    pieces: PIECE_DEFS.map((def, i): PieceInfo => ({ letter: PIECE_LABELS[i], name: def.name })),
    maxMoves: MAX_SUB_MOVES,
    startText: `${formatPieces(startPieces(promotion))} 0`,
    legalMovesOnly: true,
    turns: { movesPerTurn: TURN_LENGTH, separator: ',', passText: 'pass', endTurn: END_TURN },
    playerNames: [...PLAYER_LETTERS],

    startPosition: () => stateOf(startPieces(promotion)),
    parsePosition,
    formatPosition,
    clonePosition(state) {
      const copy = parsePosition(formatPosition(state));
      if (!copy.ok) throw new Error(`salmon position does not round-trip: ${copy.error.detail}`);
      return copy.value;
    },

    generateMoves,
    makeMove(state, move) {
      const pieces = state.board;
      const at = record(state);
      state.undo[at + QUIET_SLOT] = state.quiet;
      if (move === END_TURN) {
        state.undo[at + KIND_SLOT] = KIND_END;
        endTurn(state);
      } else {
        state.undo[at + KIND_SLOT] = KIND_SUB_MOVE;
        if (irreversible(pieces, move)) state.quiet = 0;
        makeSubMove(pieces, move, state.undo, at);
      }
      state.gamePly++;
      state.stm = pieces.toMove;
      return true;
    },
    unmakeMove(state) {
      state.gamePly--;
      const at = state.gamePly * RECORD;
      if (state.undo[at + KIND_SLOT] === KIND_END) undoEndTurn(state);
      else unmakeSubMove(state.board, state.undo, at);
      state.quiet = state.undo[at + QUIET_SLOT];
      state.stm = state.board.toMove;
    },
    makeNullMove() {
      throw new Error('salmon has no null move');
    },
    unmakeNullMove() {
      throw new Error('salmon has no null move');
    },
    inCheck: (state) => turnRules.gen.inCheck(state.board, state.board.toMove),
    checkedCells(state) {
      const pieces = state.board;
      const cells: number[] = [];
      for (let p = 0; p < PLAYERS; p++)
        if (pieces.active[p] && turnRules.gen.inCheck(pieces, p)) cells.push(pieces.centaur[p]);
      return cells;
    },
    nullMoveAllowed: () => false,
    noisyScore: (_state, move) => (move & MOVE_CAPTURE ? 2 : move & MOVE_PROMOTE ? 1 : 0),
    quickResult: (): QuickResult => RESULT_NONE,
    outcome(state): Outcome | undefined {
      const pieces = state.board;
      const last = winner(pieces);
      if (last >= 0) return { kind: 'win', winners: [last], reason: 'last King Centaur standing' };
      const survivors = rules.activePlayers!(state);
      if (pieces.subMoves === 0 && state.quiet >= QUIET_ROUNDS_LIMIT * survivors.length) {
        return {
          kind: 'draw',
          among: survivors,
          reason: `${QUIET_ROUNDS_LIMIT} rounds without a capture, promotion or pawn advance`,
        };
      }
      return undefined;
    },

    formatMove: (state, move) => (move === END_TURN ? 'pass' : formatSubMove(state.board, move)),
    parseMove(state, text) {
      const pieces = state.board;
      if (text.trim().toLowerCase() === 'pass') {
        const refusal = passRefusal(pieces);
        return refusal === undefined ? ok(END_TURN) : err('ERR_ILLEGAL_MOVE', `pass: ${refusal}`);
      }
      if (winner(pieces) >= 0) return err('ERR_GAME_OVER', 'the game is over');
      if (pieces.subMoves >= TURN_LENGTH) return parseSubMove(pieces, text, scratch, 0);
      // Only the sub-moves the text names are tested for legality: a few among thousands, each test costing two
      // generations of the players after the mover (replaying a game's moves was seconds for every few turns).
      const pseudo = turnRules.gen.pseudoLegal(pieces, pieces.toMove, scratch, 0);
      const named = keepNamedSubMoves(text, scratch, pseudo);
      return parseSubMove(pieces, text, scratch, turnRules.keepLegalSubMoves(pieces, scratch, 0, named));
    },
    activePlayers(state) {
      const players: number[] = [];
      for (let p = 0; p < PLAYERS; p++) if (state.board.active[p]) players.push(p);
      return players;
    },
    display: (state) => formatBoard(state),
    movesIntoTurn: (state) => state.board.subMoves,
    displayLayer: (state, layer) => layerText(state.board, layer).join('\n'),
    cellLabel(state, cell) {
      const owner = state.board.owner[cell];
      return owner < 0 ? '' : `${owner}:${pieceCode(state.board, cell)}`;
    },
  };

  /** `d`: who is to move, each player's centaur, army and pawns, then the position text. */
  function formatBoard(state: SalmonState): string {
    const pieces = state.board;
    const lines = [
      `Salmon P. Chess: ${PLAYER_LETTERS[pieces.toMove]} to move, sub-move ${pieces.subMoves + 1} of ${TURN_LENGTH}` +
        (pieces.pendingTwin >= 0 ? `, twins on ${cellName(pieces.pendingTwin)} must move` : '') +
        `; ${state.quiet} quiet turns`,
      'player  centaur  pieces  pawns  state',
    ];
    for (let p = 0; p < PLAYERS; p++) {
      let pawns = 0;
      for (let k = 0; k < pieces.pieceCount[p]; k++) pawns += pieces.restricted[pieces.pieces[p * MAX_PIECES + k]];
      const centaur = pieces.centaur[p] >= 0 ? cellName(pieces.centaur[p]) : '-';
      const status = !pieces.active[p] ? 'eliminated' : p === pieces.toMove ? 'to move' : 'active';
      lines.push(
        `${PLAYER_LETTERS[p].padEnd(8)}${centaur.padEnd(9)}${String(pieces.pieceCount[p]).padEnd(8)}${String(pawns).padEnd(7)}${status}`,
      );
    }
    lines.push('', `Fen: ${formatPosition(state)}`);
    return lines.join('\n');
  }

  return rules;
}
