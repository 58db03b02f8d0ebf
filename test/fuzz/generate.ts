// Seeded input for the protocol fuzzer: per dialect, valid commands built from the current game (legal moves, the
// position text, go limits, options, variant switches), the same commands mutated (tokens dropped, doubled, cut,
// swapped, case flipped, junk inserted, numbers made odd), and plain garbage (random bytes, unicode, CRLF, empty and
// very long lines). Everything depends on the seed only, so a failing run is repeated by its seed.
import { legalMoves, type PositionCore } from '../../src/core/rules';
import { legalToken, playToken } from '../../src/core/turns';
import { VARIANTS, type VariantName } from '../../src/core/types';
import { toXboardMove, xboardCanShow } from '../../protocol/xboard-spelling';
import { seeded } from '../../src/match/random-opening';
import { engineFor, type GameModel } from './model';

export type Dialect = 'uci' | 'xboard';

/** Variants XBoard can show (the engine's `variants=` feature). */
export const XBOARD_VARIANTS: readonly VariantName[] = VARIANTS.filter(xboardCanShow);

export class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seeded(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

const UNICODE = ['é', 'ß', '♔', '♞', '中', '文', '🙂', '\u200b', '\u00a0', 'Ω', '\u202e', 'ﬀ', '\ufeff'];
const JUNK_TOKENS = [
  'moves',
  'fen',
  'startpos',
  'name',
  'value',
  'go',
  'depth',
  '0000',
  '(none)',
  'pass',
  '-',
  '--',
  '0',
  '-1',
  '999999999999999999999',
  'NaN',
  'Infinity',
  '1e9',
  '0x10',
  '%s',
  '\\',
  '"',
  "'",
  '{',
  '}',
  ';',
  '\t',
];
const UCI_WORDS = [
  'uci',
  'isready',
  'ucinewgame',
  'position',
  'go',
  'stop',
  'ponderhit',
  'setoption',
  'debug',
  'register',
  'd',
  'moves',
  'result',
  'turn',
  'cells',
  'topology',
  'perft',
  'bench',
];
/** XBoard commands that take no argument and change no position. */
const XBOARD_BARE_COMMANDS = ['hard', 'easy', 'post', 'nopost', 'analyze', '.', 'exit'];
const XBOARD_WORDS = [
  'new',
  'force',
  'go',
  'playother',
  'usermove',
  'undo',
  'remove',
  'setboard',
  'level',
  'st',
  'sd',
  'time',
  'otim',
  '?',
  ...XBOARD_BARE_COMMANDS,
  'result',
  'memory',
  'option',
  'variant',
  'ping',
  'd',
  'moves',
  'turn',
];

export class LineGenerator {
  private readonly random: Random;

  constructor(
    private readonly dialect: Dialect,
    seed: number,
    private readonly model: GameModel,
  ) {
    this.random = new Random(seed);
  }

  /** The next chunk of lines (a command, sometimes with its natural follow-up), mutated or not. */
  next(): string[] {
    const r = this.random;
    const roll = r.next();
    if (roll < 0.12) return [this.garbage()];
    const chunk = this.dialect === 'uci' ? this.uciCommand() : this.xboardCommand();
    if (roll < 0.3) return chunk.map((line, i) => (i === 0 ? this.mutate(line) : line));
    return chunk;
  }

  // ---- garbage ------------------------------------------------------------------------------------------------

  private garbage(): string {
    const r = this.random;
    switch (r.int(0, 9)) {
      case 0:
        return '';
      case 1: {
        // random bytes, no newline (the line reader splits on \n)
        let text = '';
        for (let i = r.int(1, 80); i > 0; i--)
          text += String.fromCharCode(r.chance(0.8) ? r.int(0, 255) : r.int(0x100, 0xd7ff));
        return text.replace(/\n/g, ' ');
      }
      case 2:
        return Array.from({ length: r.int(1, 12) }, () => r.pick(UNICODE)).join(r.pick(['', ' ']));
      case 3:
        return `${r.pick(this.dialect === 'uci' ? UCI_WORDS : XBOARD_WORDS)}\r`;
      case 4:
        return ' \t '.repeat(r.int(1, 4));
      case 5: {
        // a very long line (up to a few MB) of one of a few shapes
        const size = r.chance(0.1) ? r.int(1 << 20, 3 << 20) : r.int(1000, 200_000);
        const unit = r.pick(['x', 'e2e4 ', 'go ', '♞', 'a1a2,', 'position startpos moves ']);
        return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      }
      case 6:
        return Array.from({ length: r.int(1, 8) }, () =>
          r.pick([...JUNK_TOKENS, ...(this.dialect === 'uci' ? UCI_WORDS : XBOARD_WORDS)]),
        ).join(' ');
      case 7:
        return `${r.pick(this.dialect === 'uci' ? UCI_WORDS : XBOARD_WORDS)}${r.pick(UNICODE)}`;
      case 8:
        return String(r.int(-1e6, 1e6));
      default:
        return r.pick(['\x00', '\x1b[2J', '\x7f', 'ÿþ', '\r', '\r\r', '\x04', '\x03quit']);
    }
  }

  // ---- mutation ------------------------------------------------------------------------------------------------

  private mutate(line: string): string {
    const r = this.random;
    const tokens = line.split(' ');
    const at = r.int(0, tokens.length - 1);
    switch (r.int(0, 10)) {
      case 0:
        tokens.splice(at, 1);
        break;
      case 1:
        tokens.splice(at, 0, tokens[at]);
        break;
      case 2:
        tokens[at] = tokens[at].slice(0, r.int(0, Math.max(0, tokens[at].length - 1)));
        break;
      case 3: {
        const other = r.int(0, tokens.length - 1);
        [tokens[at], tokens[other]] = [tokens[other], tokens[at]];
        break;
      }
      case 4:
        tokens[at] = r.chance(0.5)
          ? tokens[at].toUpperCase()
          : tokens[at].charAt(0).toUpperCase() + tokens[at].slice(1);
        break;
      case 5:
        tokens.splice(at, 0, r.pick(JUNK_TOKENS));
        break;
      case 6:
        tokens[at] = tokens[at].replace(/\d+/, () =>
          r.pick(['-1', '0', '99999999999999999999', '1.5', '1e3', '', '007', String(r.int(-100, 100000))]),
        );
        break;
      case 7:
        tokens[at] = tokens[at] + r.pick(UNICODE);
        break;
      case 8:
        return `${line}\r`;
      case 9:
        return tokens.join(r.pick(['  ', '\t', ' \t ']));
      default:
        return line.slice(0, r.int(0, line.length));
    }
    return tokens.join(' ');
  }

  // ---- valid commands from the game ----------------------------------------------------------------------------

  /** A few random legal tokens from `pos`, played and taken back. */
  private legalLine(pos: PositionCore, count: number): string[] {
    const rules = this.model.rules;
    const pick = (n: number): number => Math.floor(this.random.next() * n);
    const tokens: string[] = [];
    const plies: number[] = [];
    for (let i = 0; i < count; i++) {
      const token = legalToken(rules, pos, pick, this.random.int(1, 3));
      const made = token === undefined ? undefined : playToken(rules, pos, token);
      if (made === undefined || !made.ok) break;
      tokens.push(made.value.text);
      plies.push(made.value.plies);
    }
    for (const count of plies.reverse()) for (let p = 0; p < count; p++) rules.unmakeMove(pos);
    return tokens;
  }

  private someMoves(): string[] {
    const rules = this.model.rules;
    return legalMoves(rules, this.model.pos, new Int32Array(rules.maxMoves)).map((move) =>
      rules.formatMove(this.model.pos, move),
    );
  }

  private variantName(): string {
    const r = this.random;
    // salmon's commands cost the engine a hundred times more (20 KB positions, 7,500 cells): chosen half as often.
    const offered = this.dialect === 'uci' || r.chance(0.2) ? VARIANTS : XBOARD_VARIANTS;
    let name = r.pick(offered);
    if (name === 'salmon' && r.chance(0.5)) name = r.pick(offered);
    return r.chance(0.15)
      ? r.pick([name.toUpperCase(), name[0].toUpperCase() + name.slice(1), `${name}x`, 'chess', 'fischerandom', ''])
      : name;
  }

  private goLimits(): string {
    const r = this.random;
    const parts: string[] = [];
    switch (r.int(0, 7)) {
      case 0:
        parts.push(`depth ${r.int(1, 3)}`);
        break;
      case 1:
        parts.push(`movetime ${r.int(1, 150)}`);
        break;
      case 2:
        parts.push(`nodes ${r.int(1, 3000)}`);
        break;
      case 3:
        parts.push(
          `wtime ${r.int(0, 3000)} btime ${r.int(0, 3000)}`,
          ...(r.chance(0.5) ? [`winc ${r.int(0, 50)} binc ${r.int(0, 50)}`] : []),
          ...(r.chance(0.5) ? [`movestogo ${r.int(1, 40)}`] : []),
        );
        break;
      case 4:
        parts.push('infinite');
        break;
      case 5:
        parts.push(`ponder movetime ${r.int(1, 100)}`);
        break;
      case 6:
        parts.push(`mate ${r.int(1, 2)} movetime ${r.int(10, 100)}`);
        break;
      default:
        parts.push(`atime ${r.int(0, 2000)} jinc ${r.int(0, 20)} movetime ${r.int(1, 100)}`);
    }
    if (r.chance(0.2)) {
      const legal = this.someMoves();
      const chosen = legal.filter(() => r.chance(0.3)).slice(0, 12);
      if (chosen.length === 0 && legal.length > 0) chosen.push(r.pick(legal));
      if (r.chance(0.1)) chosen.push(r.pick(['e2e4', 'a1a1', 'zz', 'pass']));
      parts.push(`searchmoves ${chosen.join(' ')}`);
    }
    return parts.join(' ');
  }

  private uciCommand(): string[] {
    const r = this.random;
    const model = this.model;
    const roll = r.int(0, 99);
    if (roll < 22) {
      // position: startpos, the current text, or a variant's bench position, with legal moves
      const base = r.chance(0.5)
        ? 'startpos'
        : r.chance(0.5)
          ? model.positionText()
          : r.pick(engineFor(model.variant, model.switches).benchPositions);
      const pos = base === 'startpos' ? model.rules.startPosition() : model.rules.parsePosition(base);
      const start = 'ok' in pos ? (pos.ok ? pos.value : undefined) : pos;
      const moves = start === undefined ? [] : this.legalLine(start, r.int(0, 6));
      const head = base === 'startpos' ? 'position startpos' : `position fen ${base}`;
      return [moves.length > 0 ? `${head} moves ${moves.join(' ')}` : head];
    }
    if (roll < 40) return [`go ${this.goLimits()}`];
    if (roll < 50) return ['stop'];
    if (roll < 53) return ['ponderhit'];
    if (roll < 56) return ['ucinewgame'];
    if (roll < 63) return [`setoption name UCI_Variant value ${this.variantName()}`];
    if (roll < 68) {
      const option = r.pick([
        `Hash value ${r.pick(['1', '2', '8', '16', '0', '-3', '4096', 'abc', '', '1.5', '  4  '])}`,
        `Move Overhead value ${r.pick(['0', '10', '5000', '5001', '-1', 'x'])}`,
        `Ponder value ${r.pick(['true', 'false', 'TRUE', '1', 'yes', ''])}`,
        `Salmon Centre value ${r.pick(['L0', 'L1', 'l1', 'L2', ''])}`,
        `Salmon Promotion value ${r.pick(['symmetric', 'literal', 'LITERAL', 'both'])}`,
        `Move Overhead value ${r.int(0, 50)}`,
        `Hash value ${r.int(1, 16)}`,
        `Threads value ${r.int(1, 2)}`, // more threads than this machine has cores would only starve the engine
        'UCI_Variant',
        `${r.pick(['hash', 'HASH', 'uci_variant'])} value ${r.pick(['4', 'stack', 'normal'])}`,
      ]);
      return [`setoption name ${option}`];
    }
    // perft cannot be stopped (it blocks later searches): shallow, and in salmon (1,274 sub-moves a ply) one ply.
    if (roll < 72)
      return [
        `go perft ${r.chance(0.97) ? r.int(0, model.variant === 'salmon' ? 1 : 2) : r.pick([model.variant === 'salmon' ? 1 : 3, 'x', -1, 31, '99999999999'])}`,
      ];
    if (roll < 82)
      return [r.pick(['d', 'moves', 'result', 'turn', 'isready', 'uci', 'debug on', 'debug off', 'register later'])];
    if (roll < 85) return [model.variant === 'salmon' ? 'result' : r.pick(['cells', 'topology'])];
    if (roll < 86) return [r.chance(0.3) ? 'bench 1' : 'd'];
    // a move list that cannot be right: a legal line with its last token replaced
    const moves = this.legalLine(model.pos, r.int(1, 4));
    if (moves.length > 0)
      moves[moves.length - 1] = r.pick([
        'e2e5',
        'a1a1',
        'pass',
        'A1a1',
        'zzzz',
        moves[0],
        `${moves[moves.length - 1]},`,
      ]);
    return [`position fen ${model.positionText()} moves ${moves.join(' ')}`];
  }

  private xboardMoves(count: number): string[] {
    const model = this.model;
    const rules = model.rules;
    const pos = model.pos;
    const tokens = this.legalLine(pos, count);
    const out: string[] = [];
    let made = 0;
    for (const token of tokens) {
      const parsed = rules.parseMove(pos, token);
      if (!parsed.ok || !rules.makeMove(pos, parsed.value)) break;
      made++;
      out.push(toXboardMove(model.variant, token, rules.formatPosition(pos)));
    }
    for (; made > 0; made--) rules.unmakeMove(pos);
    return out;
  }

  private xboardCommand(): string[] {
    const r = this.random;
    const roll = r.int(0, 99);
    if (roll < 6) return ['new', r.chance(0.7) ? `st ${r.pick(['0.05', '0.1', '0.02'])}` : `sd ${r.int(1, 2)}`];
    if (roll < 12) return [`variant ${this.variantName()}`];
    if (roll < 30) {
      const moves = this.xboardMoves(1);
      if (moves.length === 0) return ['usermove e2e4'];
      return [r.chance(0.7) ? `usermove ${moves[0]}` : moves[0]];
    }
    if (roll < 36)
      return [r.pick(['usermove e2e5', 'usermove a1a1', 'usermove', 'usermove O-O', 'e7e8q', 'a0a1', 'usermove pass'])];
    if (roll < 44) return [r.pick(['force', 'go', 'playother', 'go', '?'])];
    if (roll < 50) return [r.pick(['undo', 'remove'])];
    if (roll < 54)
      return [
        `setboard ${this.model.variant === 'normal' ? this.model.positionText() : r.pick(['8/8/8/8/8/8/8/8 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'x'])}`,
      ];
    if (roll < 64) {
      return [
        r.pick([
          `st ${r.pick(['0.05', '0.1', '0.01', '0', '-1', 'x', '0.2'])}`,
          `sd ${r.pick(['1', '2', '3', '0', '-1', 'x'])}`,
          `level ${r.pick(['40', '0', '1', 'x'])} ${r.pick(['0:01', '0:02', '0', 'x', '0:5'])} ${r.pick(['0', '0.01', '-1', 'x'])}`,
          `time ${r.int(-100, 500)}`,
          `otim ${r.int(-100, 500)}`,
        ]),
      ];
    }
    if (roll < 70)
      return [
        r.pick([
          ...XBOARD_BARE_COMMANDS,
          'result 1-0 {fuzz}',
          'result *',
          'random',
          'computer',
          'draw',
          'hint',
          'bk',
          'accepted usermove',
          'cores 1',
        ]),
      ];
    if (roll < 74)
      return [
        r.pick([
          'memory 1',
          'memory 8',
          'memory 0',
          'memory -5',
          'memory x',
          'option Move Overhead=10',
          'option Move Overhead=x',
          'option Play unshowable moves=1',
          'option Play unshowable moves=0',
          'option Threads=2',
          'option UCI_Variant=normal',
          'option junk',
        ]),
      ];
    if (roll < 82)
      return [
        r.pick(['d', 'moves', 'result', 'turn', 'ping', 'ping x', `ping ${r.int(-5, 99)}`, 'protover 2', 'xboard']),
      ];
    if (roll < 84) return [`perft ${r.int(0, 2)}`];
    return [this.xboardMoves(1).join(' ') || 'force'];
  }
}
