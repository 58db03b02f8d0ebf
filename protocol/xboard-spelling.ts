// XBoard's spelling of each variant: which boards XBoard can show, the `setup` line of an engine-defined variant,
// and moves and positions translated both ways (ranks 0-9 in `stack`, the 12x4 fold of `sesqui`). Exhaustive over
// VariantName, so a new variant does not compile until it is decided here. Shared by the XBoard adapter and the match
// runner's CECP player.
import type { VariantName } from '../src/core/types';
import { STACK_PIECE_TO_CHAR, stackMoveFromXboard, stackMoveIsWhole, stackMoveToXboard } from './stack-xboard';
import { ringFromXboardPlacement, ringMoveFromXboard, ringMoveToXboard, ringToXboardPlacement } from './ring-fold';

/** Whether XBoard 4.9.1 can show the variant's board (at most 16x16, two players); only these go in `variants=`. */
export function xboardCanShow(variant: VariantName): boolean {
  switch (variant) {
    case 'normal':
    case 'msg':
    case 'stack': // 10x10, heights as piece types (protocol/stack-xboard.ts)
    case 'sesqui': // folded into 12x4 (protocol/ring-fold.ts)
    case 'cylinder': // XBoard's own `cylinder`, its moves told by `piece` commands (xboardPieces)
      return true;
    case 'besiege': // 20 files: wider than XBoard's 16
    case 'salmon': // ten players, 7,500 cells
      return false;
  }
}

/** Engine position text → the FEN XBoard shows (the 12x4 fold of `sesqui`, stack's fields, msg's six). */
export function toXboardPosition(variant: VariantName, text: string): string {
  const fields = text.split(' ');
  switch (variant) {
    case 'normal':
    case 'besiege':
    case 'salmon':
    case 'cylinder':
      return text;
    case 'msg':
      // XBoard reads six FEN fields, so the gallop counters are left out.
      return fields.slice(0, 6).join(' ');
    case 'stack':
      return `${fields[0]} ${fields[1]} - - ${fields[2] ?? '0'} ${fields[3] ?? '1'}`;
    case 'sesqui':
      return `${ringToXboardPlacement(expandRingCells(fields[0]))} ${fields[1]} - - ${fields[2] ?? '0'} ${fields[3] ?? '1'}`;
  }
}

/**
 * What to print after `variant X`, before the next pong: nothing for variants XBoard knows, or
 * `setup (pieceToChar) WxH+0_fairy FEN` for an engine-defined one.
 */
export function xboardSetup(variant: VariantName, startText: string): string | undefined {
  switch (variant) {
    case 'normal':
    case 'cylinder': // XBoard's own variant of that name: its board and start are FIDE chess's
      return undefined;
    case 'msg':
      return `setup (PNBRQKpnbrqk) 8x8+0_fairy ${toXboardPosition(variant, startText)}`;
    case 'stack':
      return `setup ${STACK_PIECE_TO_CHAR} 10x10+0_fairy ${toXboardPosition(variant, startText)}`;
    case 'besiege':
    case 'salmon':
      return undefined; // never selected under XBoard (xboardCanShow)
    case 'sesqui':
      return `setup ${RING_PIECE_TO_CHAR} 12x4+0_fairy ${toXboardPosition(variant, startText)}`;
  }
}

/**
 * The `piece` commands printed after `variant X` (and its `setup`, if any): how each piece moves, in XBoard's Betza
 * notation, where XBoard does not know it. XBoard has a variant named `cylinder` but not its moves ("play with
 * legality testing off"); it takes piece definitions for it even when it tests legality, and the `o` modifier there
 * lets a move wrap round the board's side edges. Castling stays XBoard's own (the king's moves name no `O`).
 */
export function xboardPieces(variant: VariantName): readonly string[] {
  switch (variant) {
    case 'cylinder':
      return ['piece P& fmWfceoFifmnD', 'piece N& oN', 'piece B& oB', 'piece R& oR', 'piece Q& oQ', 'piece K& oK'];
    case 'normal':
    case 'msg':
    case 'stack':
    case 'sesqui':
    case 'besiege':
    case 'salmon':
      return [];
  }
}

/**
 * Engine move text → XBoard's spelling (e.g. ranks 0–9 on 10-rank boards). `positionAfter` (the position text after
 * the move) lets a variant add what XBoard needs to show the result; without it only the squares are translated.
 */
export function toXboardMove(variant: VariantName, move: string, positionAfter?: string): string {
  switch (variant) {
    case 'normal':
    case 'cylinder':
      return move;
    case 'msg':
      // A merge as from-to plus the result letter (XBoard then shows the merged piece), a gallop as from-landing.
      return move
        .replace(/^([a-h][1-8][a-h][1-8])m([nbrq])$/, '$1$2')
        .replace(/^([a-h][1-8])[a-h][1-8]g([a-h][1-8])$/, '$1$2');
    case 'stack':
      return stackMoveToXboard(move, positionAfter);
    case 'besiege':
    case 'salmon':
      return move;
    case 'sesqui':
      return ringMoveToXboard(move);
  }
}

/** XBoard's move spelling → engine move text; undefined when the text is not in XBoard's spelling of the variant. */
export function fromXboardMove(variant: VariantName, text: string): string | undefined {
  switch (variant) {
    case 'normal':
    case 'cylinder':
    case 'msg': // the msg parser itself takes XBoard's short merge and gallop forms
      return text.toLowerCase();
    case 'stack':
      return stackMoveFromXboard(text);
    case 'besiege':
    case 'salmon':
      return text.toLowerCase();
    case 'sesqui':
      return ringMoveFromXboard(text);
  }
}

/** XBoard's `setboard` FEN → engine position text (the 12x4 fold of `sesqui` back to the ring). */
export function fromXboardPosition(variant: VariantName, fen: string): string {
  switch (variant) {
    case 'normal':
    case 'msg':
    case 'besiege':
    case 'salmon':
    case 'cylinder':
      return fen;
    case 'stack': {
      // Same placement letters; XBoard's castling and en-passant fields are dropped.
      const [placement, side, , , halfmove, fullmove] = fenFields(fen);
      return [placement, side ?? 'w', halfmove ?? '0', fullmove ?? '1'].join(' ');
    }
    case 'sesqui': {
      const [placement, side, , , halfmove, fullmove] = fenFields(fen);
      const cells = placement === undefined ? undefined : ringFromXboardPlacement(placement);
      if (cells === undefined) return fen; // not a 12x4 FEN: let the engine's parser say what is wrong
      return [cells.replace(/\.+/g, (gap) => String(gap.length)), side ?? 'w', halfmove ?? '0', fullmove ?? '1'].join(
        ' ',
      );
    }
  }
}

/**
 * XBoard's piece table for the folded ring. XBoard applies its own geometry to pawns (promotion, double steps, en
 * passant) and kings (a two-square sideways king move is castling and drags a corner piece along), and ring pawns and
 * kings move by ring rules, so both letters go on fairy slots that XBoard moves as told, and the pawn and king slots
 * stay empty. Slots: P N B R Q, 16 fairy types, K.
 */
const RING_PIECE_TO_CHAR = `(.NBRQPK${'.'.repeat(15)}.nbrqpk${'.'.repeat(15)})`;

/** A run-length encoded ring (digits count empty cells) as one character per cell. */
function expandRingCells(encoded: string): string {
  return encoded.replace(/\d+/g, (count) => '.'.repeat(Number(count)));
}

/**
 * Whether XBoard can show the move, played from `positionBefore`. XBoard moves one piece from one cell to another
 * (plus a promotion letter), so an M.S.G. split (two new pieces beside the target) or a Stack Chess move of part of
 * a stack (chips left behind) makes its board diverge.
 */
export function xboardCanShowMove(variant: VariantName, move: string, positionBefore: string): boolean {
  switch (variant) {
    case 'normal':
    case 'sesqui':
    case 'besiege':
    case 'salmon':
    case 'cylinder':
      return true;
    case 'msg':
      return !/^[a-h][1-8][a-h][1-8]s/.test(move);
    case 'stack':
      return stackMoveIsWhole(move, positionBefore);
  }
}

/** Whether the variant has moves XBoard cannot show at all. */
export function xboardHasUnshowableMoves(variant: VariantName): boolean {
  switch (variant) {
    case 'normal':
    case 'cylinder':
    case 'sesqui':
    case 'besiege':
    case 'salmon':
      return false;
    case 'msg':
    case 'stack':
      return true;
  }
}

/** A FEN's fields; those a short FEN leaves out are undefined. */
function fenFields(fen: string): (string | undefined)[] {
  return fen.trim().split(/\s+/);
}
