// SAN on the 8x8 board (engines/chess8/san.ts) and every move spelling engines send (move-input.ts): formatting with
// disambiguation, captures, castling, promotion and check/mate marks; parsing with and without marks; a round trip
// over the legal moves of varied positions; the coordinate forms (`e7e8=Q`, king takes rook); refusals.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../engines/index';
import { parseMoveInput } from '../../engines/chess8/move-input';
import { formatSan, parseSan } from '../../engines/chess8/san';
import { BENCH_POSITIONS } from '../../engines/chess8/index';
import { legalMoves, type PositionCore, type Rules } from '../../src/core/rules';
import { expectOk } from '../../src/core/result';

const rules = createEngine('normal').rules as unknown as Rules<PositionCore>;
const msgRules = createEngine('msg').rules as unknown as Rules<PositionCore>;

function position(fen: string, on = rules): PositionCore {
  return expectOk(on.parsePosition(fen));
}

/** The SAN of a move given in long algebraic. */
function san(fen: string, long: string, on = rules): string | undefined {
  const pos = position(fen, on);
  return formatSan(on, pos, expectOk(on.parseMove(pos, long)));
}

/** The long algebraic of a move read in any spelling, or the error code. */
function read(fen: string, text: string, on = rules): string {
  const pos = position(fen, on);
  const move = parseMoveInput(on, pos, text);
  return move.ok ? on.formatMove(pos, move.value) : move.error.code;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CASTLES = 'r3k2r/pppq1ppp/2n2n2/2bpp3/2BPP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 8';
const PROMOTION = '3r2k1/4P3/8/8/8/8/6K1/8 w - - 0 1';

describe('SAN formatting', () => {
  test('pawn and piece moves, captures, castling, promotion', () => {
    expect(san(START, 'e2e4')).toBe('e4');
    expect(san(START, 'g1f3')).toBe('Nf3');
    expect(san(CASTLES, 'e1g1')).toBe('O-O');
    expect(san(CASTLES, 'e1c1')).toBe('O-O-O');
    expect(san(CASTLES, 'f3e5')).toBe('Nxe5');
    expect(san(CASTLES, 'd4e5')).toBe('dxe5');
    expect(san(PROMOTION, 'e7d8q')).toBe('exd8=Q+');
    expect(san(PROMOTION, 'e7e8n')).toBe('e8=N');
    expect(san('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'e5d6')).toBe('exd6');
  });

  test('disambiguation by file, by rank, by both', () => {
    expect(san('4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'a1d1')).toBe('Rad1');
    expect(san('4k3/8/8/R7/8/8/8/R3K3 w - - 0 1', 'a1a3')).toBe('R1a3');
    expect(san('8/7k/8/8/Q1Q5/8/Q7/4K3 w - - 0 1', 'a4b3')).toBe('Qa4b3');
    // Both knights can block the check on d2.
    expect(san('4k3/8/8/8/1b6/5N2/8/1N2K3 w - - 0 1', 'f3d2')).toBe('Nfd2');
    // The knight on d2 is pinned, so only one knight can go to f3: no disambiguation.
    expect(san('4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1', 'g1f3')).toBe('Nf3');
  });

  test('check and mate marks', () => {
    expect(san('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8')).toBe('Ra8#');
    expect(san('6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8')).toBe('Ra8+');
  });

  test('M.S.G. moves without SAN (merges, splits, gallops) format as undefined; plain ones as SAN', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 00';
    expect(san(fen, 'g1f3', msgRules)).toBe('Nf3');
    const pos = position(fen, msgRules);
    const all = legalMoves(msgRules, pos, new Int32Array(msgRules.maxMoves));
    const special = all.find((move) => msgRules.formatMove(pos, move).length > 5);
    expect(special).toBeDefined();
    expect(formatSan(msgRules, pos, special as number)).toBeUndefined();
  });
});

describe('SAN parsing', () => {
  test('every legal move of varied positions reads back from its SAN, with and without marks', () => {
    let checked = 0;
    for (const fen of [...BENCH_POSITIONS, CASTLES, PROMOTION]) {
      const pos = position(fen);
      for (const move of legalMoves(rules, pos, new Int32Array(rules.maxMoves))) {
        const text = formatSan(rules, pos, move) as string;
        expect(parseSan(rules, pos, text)).toEqual({ ok: true, value: move });
        expect(parseSan(rules, pos, text.replace(/[+#]$/, ''))).toEqual({ ok: true, value: move });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  test('marks, capture signs and promotion spellings are tolerated; the move must be legal and unique', () => {
    expect(read(CASTLES, 'O-O')).toBe('e1g1');
    expect(read(CASTLES, '0-0')).toBe('e1g1');
    expect(read(CASTLES, 'O-O-O')).toBe('e1c1');
    expect(read(CASTLES, '0-0-0+')).toBe('e1c1');
    expect(read(CASTLES, 'Nxe5!?')).toBe('f3e5');
    expect(read(CASTLES, 'Ne5')).toBe('f3e5');
    expect(read(PROMOTION, 'exd8=Q+')).toBe('e7d8q');
    expect(read(PROMOTION, 'exd8Q')).toBe('e7d8q');
    expect(read(PROMOTION, 'e8=N')).toBe('e7e8n');
    expect(read(PROMOTION, 'e8')).toBe('ERR_ILLEGAL_MOVE'); // a promotion needs its piece
    expect(read('4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'Rd1')).toBe('ERR_BAD_MOVE'); // ambiguous
    expect(read(START, 'Nf6')).toBe('ERR_ILLEGAL_MOVE');
    expect(read(START, 'O-O')).toBe('ERR_ILLEGAL_MOVE');
    expect(read(START, 'Zf3')).toBe('ERR_BAD_MOVE');
  });
});

describe('coordinate spellings', () => {
  test('long algebraic in any case, promotion with =, castling as two cells or king takes rook', () => {
    expect(read(START, 'e2e4')).toBe('e2e4');
    expect(read(START, 'E2E4')).toBe('e2e4');
    expect(read(PROMOTION, 'e7e8=Q')).toBe('e7e8q');
    expect(read(PROMOTION, 'e7d8Q')).toBe('e7d8q');
    expect(read(CASTLES, 'e1g1')).toBe('e1g1');
    expect(read(CASTLES, 'e1h1')).toBe('e1g1');
    expect(read(CASTLES, 'e1a1')).toBe('e1c1');
    const black = CASTLES.replace(' w ', ' b ');
    expect(read(black, 'e8h8')).toBe('e8g8');
    expect(read(black, 'O-O-O')).toBe('e8c8');
  });

  test('king takes rook is castling only where castling is legal', () => {
    // No castling rights: e1h1 is refused, not turned into a king move.
    expect(read(CASTLES.replace('KQkq', 'kq'), 'e1h1')).toBe('ERR_ILLEGAL_MOVE');
    expect(read(START, 'e1h1')).toBe('ERR_ILLEGAL_MOVE');
    expect(read(START, 'e2e5')).toBe('ERR_ILLEGAL_MOVE');
  });

  test('M.S.G. keeps its own forms and reads SAN and castling too', () => {
    const fen = 'r3k2r/pppq1ppp/2n2n2/2bpp3/2BPP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 8 00';
    expect(read(fen, 'O-O', msgRules)).toBe('e1g1');
    expect(read(fen, 'Nxe5', msgRules)).toBe('f3e5');
    expect(read(fen, 'h1a1mq', msgRules)).toBe('ERR_ILLEGAL_MOVE');
  });
});
