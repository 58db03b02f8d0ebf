// `topochess play`: a game against the engine in the terminal. The board is the engine's own `d` display (every
// variant has one), moves are checked by the session, and the engine answers through the same Session the protocol
// uses. In variants whose turn is several sub-moves (salmon) the person enters them one by one, each played as an open
// turn (src/cli/turn-draft.ts), and ends the turn with `pass`. Input comes from readline-sync on a terminal and from
// plain line reading on a pipe. Moves are read and written in players' words (src/cli/move-words.ts: SAN in normal
// chess), players are named White and Black (salmon: A..J).
import { createInterface } from 'node:readline';
import readlineSync from 'readline-sync';
import type { VariantName } from '../core/types';
import { formatGameState } from '../../protocol/format';
import { Session } from '../session/session';
import { defaultSessionDeps } from '../session/wiring';
import type { CommandIo } from './commands';
import { parseSeats } from './seats';
import { TurnDraft } from './turn-draft';
import { SKILL_NAMES, type SkillName } from '../search/skill';
import { seatNames } from '../match/seats';
import { splitTurn } from '../core/turns';
import { ok } from '../core/result';
import { CellNames } from '../gui/moves';
import { pieceHelp } from './piece-help';
import { moveWords } from './move-words';
import { boardText } from './board-text';

/** How to type a move, by variant. */
export function moveHelp(variant: VariantName): string {
  if (variant === 'normal')
    return 'Type a move in SAN (e4, Nf3, O-O, exd8=Q) or as coordinates (e2e4, e7e8q), or one of:';
  if (variant === 'salmon') return 'Type a move in the engine notation (see `moves`), or one of:';
  return `Type a move as \`moves\` lists it (the ${variant} rules page's Notation) or as from and to cells, or one of:`;
}

export const PLAY_HELP: readonly string[] = [
  '  moves        list the legal moves',
  '  d            show the board again',
  '  undo         take back your last move and the reply',
  '  new          start a new game',
  '  resign       give up this game',
  '  go           let the engine move now (switches sides)',
  '  help pieces  the pieces: their codes, names and moves (help pieces CODE: one of them)',
  '  help         this text',
  '  quit         leave',
];

/** Extra help in variants whose turn is several sub-moves (salmon). */
export const TURN_HELP: readonly string[] = [
  'A turn is up to 10 sub-moves by different pieces: type them one at a time (e.g. A1a2A1a3), or a whole turn joined',
  "by ',' (A1a2A1a3,A2b4A3c5). The turn ends with:",
  '  pass    end the turn (also: end); with no sub-move it passes',
  '  undo    take back the last sub-move; at the start of a turn, back to your previous turn',
  '  go      the engine plays the rest of this turn for you',
  '  layer N draw layer N (1 = the lowest; d draws the layer of the last move)',
  '  fen     print the whole position text',
];

/** Thinking time per move at a named level (the weaker levels stop earlier, at their node budget). */
export const PLAY_MOVE_MS = 2000;

export interface PlayOptions {
  readonly variant: VariantName;
  /** The engine's playing level (Skill Level by name, src/search/skill.ts). */
  readonly level: SkillName;
  /** A fixed search depth per move instead of the level's thinking time (salmon: the planner's beam width). */
  readonly depth?: number;
  /** The sides the human plays, comma-separated (`white`, `b`, salmon's `A,D`; src/cli/seats.ts); the first player
   * when absent. The engine plays all others. */
  readonly side?: string;
}

/** A source of input lines; undefined at end of input. */
export type LineSource = (prompt: string) => Promise<string | undefined>;

/** Terminal input: readline-sync on a TTY (line editing, history), readline over the stream otherwise. */
export function stdinLines(): { next: LineSource; close(): void } {
  if (process.stdin.isTTY) {
    return {
      next: (prompt) => {
        const answer = readlineSync.question(prompt, { keepWhitespace: false });
        return Promise.resolve(answer);
      },
      close: () => undefined,
    };
  }
  const reader = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  const queue: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let ended = false;
  reader.on('line', (line) => {
    const wake = waiting.shift();
    if (wake) wake(line);
    else queue.push(line);
  });
  reader.on('close', () => {
    ended = true;
    for (const wake of waiting.splice(0)) wake(undefined);
  });
  return {
    next: (prompt) => {
      process.stdout.write(prompt);
      if (queue.length > 0) return Promise.resolve(queue.shift());
      if (ended) return Promise.resolve(undefined);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => reader.close(),
  };
}

/** Display lines longer than this (salmon's position text runs to 24 KB) are shortened; `fen` prints them whole. */
const MAX_DISPLAY_LINE = 160;

/** Runs one interactive game loop until `quit` or end of input; returns the exit code. */
export async function playCommand(io: CommandIo, options: PlayOptions, next: LineSource): Promise<number> {
  const session = new Session(defaultSessionDeps((message: string) => io.err(message)));
  try {
    const selected = session.selectVariant(options.variant);
    if (!selected.ok) {
      io.err(`topochess play: ${selected.error.detail}`);
      return 1;
    }
    await new Promise<void>((built) => session.whenBuilt(built));
    const names = seatNames(session.rules);
    const parsedSeats = parseSeats(options.side ?? names[0], names);
    if (!parsedSeats.ok) {
      io.err(`topochess play: ${parsedSeats.error.detail}`);
      return 1;
    }
    let humans = new Set(parsedSeats.value);
    const turns = session.rules.turns;
    const draft = new TurnDraft(session);
    const words = moveWords(session);
    const name = (player: number): string => names[player];
    const seatList = (): string => [...humans].map(name).join(', ');
    // Salmon: the layer `d` draws, the one of the last move or the one chosen with `layer N`.
    const cellNames = new CellNames(session.rules.topology.names);
    const middleLayer = Math.ceil(session.rules.topology.layers / 2);
    let layerInPlay = middleLayer;
    const followMove = (move: string): void => {
      const landing = cellNames.parse(move)?.to;
      const layer = landing === undefined ? undefined : session.rules.topology.drawings[landing]?.layer;
      if (layer !== undefined) layerInPlay = layer + 1;
    };
    session.setOption('Skill Level', String(SKILL_NAMES[options.level]));
    session.newGame();
    const effort = options.depth === undefined ? `up to ${PLAY_MOVE_MS / 1000} s a move` : `to depth ${options.depth}`;
    io.out(
      `Topochess ${options.variant}: you play ${seatList()}; the engine plays at level ${options.level}, ${effort}.`,
    );
    io.out("Type 'help' for the commands.");
    // Playing Black alone, you see the board from Black's side.
    const flipped = (): boolean => session.players === 2 && humans.size === 1 && humans.has(1);
    let resigned: number | undefined;
    const showBoard = (): void => {
      for (const line of boardText(session.display(), flipped())) {
        io.out(
          line.length <= MAX_DISPLAY_LINE
            ? line
            : `${line.slice(0, MAX_DISPLAY_LINE)}… (${line.length} characters; 'fen' prints it)`,
        );
      }
      const checked = session.checkedCells();
      if (checked.length > 0 && session.state().kind === 'ongoing') {
        const labels = session.cellLabels();
        const sides = checked.map((cell) => Number(labels[cell]?.split(':')[0])).filter((p) => p >= 0);
        io.out(
          session.players === 2
            ? `${name(session.sideToMove())} is in check.`
            : `In check: ${sides.map(name).join(', ')}.`,
        );
      }
      if (turns === undefined) return;
      if (draft.played.length > 0) io.out(`This turn so far: ${draft.token()}`);
      showLayer();
    };
    const showLayer = (): void => {
      const drawing = session.displayLayer(layerInPlay);
      if (drawing === undefined) return;
      io.out(`Layer ${layerInPlay} of ${session.rules.topology.layers} ('layer N' draws another):`);
      for (const line of drawing.split('\n')) io.out(line);
    };
    const gameOver = (): boolean => {
      if (resigned !== undefined) return true;
      const state = session.state();
      if (state.kind === 'ongoing') return false;
      // Two-player results are 1-0 or 0-1: say who won; salmon's result names the winner already.
      const winners =
        state.kind === 'win' && session.players === 2
          ? `, ${state.winners.map(name).join(', ')} ${state.winners.length === 1 ? 'wins' : 'win'}`
          : '';
      io.out(`Game over: ${formatGameState(state, session.players, session.rules.playerNames)}${winners}`);
      return true;
    };
    const engineTurn = async (): Promise<boolean> => {
      const mover = session.sideToMove();
      const done = await new Promise<string | undefined>((resolve) => {
        const started = session.go(
          { limits: options.depth === undefined ? { moveTimeMs: PLAY_MOVE_MS } : { depth: options.depth } },
          { onInfo: () => undefined, onDone: (result) => resolve(result.outcome.best) },
        );
        if (!started.ok) {
          io.err(`engine: ${started.error.detail}`);
          resolve(undefined);
        }
      });
      if (done === undefined) return false;
      const said = turns === undefined ? `${moveNumber()} ${words.write(done)}` : '';
      // Inside a person's turn the engine answers with the rest of it.
      const played = turns === undefined ? session.playMove(done) : draft.finish(done);
      if (!played.ok) {
        io.err(`engine move ${done} rejected: ${played.error.detail}`);
        return false;
      }
      if (turns === undefined) {
        io.out(`Engine plays ${said}`);
        return true;
      }
      io.out(`Engine plays ${name(mover)}: ${played.value}`);
      followMove(splitTurn(turns, played.value).at(-1) ?? '');
      return true;
    };
    const engineMoves = async (): Promise<void> => {
      while (!humans.has(session.sideToMove()) && !gameOver()) if (!(await engineTurn())) return;
    };
    /** Plays a whole move, or ends the turn with `text` after its sub-moves, for the person; the engine answers. */
    const playWhole = async (text: string): Promise<void> => {
      const move = turns === undefined ? words.read(text) : ok(text);
      const said = move.ok && turns === undefined ? `${moveNumber()} ${words.write(move.value)}` : '';
      const played = !move.ok ? move : turns === undefined ? session.playMove(move.value) : draft.finish(move.value);
      if (!played.ok) {
        refuse(text, played.error.detail);
        return;
      }
      if (turns !== undefined) followMove(splitTurn(turns, played.value).at(-1) ?? '');
      io.out(`You play ${turns === undefined ? said : played.value}`);
      await engineMoves();
      showBoard();
      gameOver();
    };
    const refuse = (text: string, reason: string): void =>
      io.out(`Move '${text}' not played: ${reason}${whyIllegal(text, reason)}. Type 'moves' for the legal moves.`);
    /** Why a well-formed move is not legal: the king in check, or which moves do reach its landing cell. */
    const whyIllegal = (text: string, reason: string): string => {
      if (!/not legal/.test(reason)) return '';
      if (session.checkedCells().length > 0) return ` (your king is in check: the move must answer it)`;
      const landing = /([a-z]\d+)(=?[a-z])?[+#]?$/i.exec(text)?.[1]?.toLowerCase();
      const cell = landing === undefined ? undefined : cellNames.match(landing, 0)?.cell;
      if (cell === undefined) return '';
      const there = session.legalMoves().filter((move) => cellNames.parse(move)?.to === cell);
      return there.length === 0
        ? ` (none of your pieces can go to ${landing} now)`
        : ` (the moves to ${landing}: ${there.map((move) => words.write(move)).join(', ')})`;
    };
    /** `12.` before White's move, `12...` before Black's (two players; turn variants number nothing). */
    const moveNumber = (): string => {
      const ply = session.moves.length;
      return `${Math.floor(ply / 2) + 1}.${ply % 2 === 0 ? '' : '..'}`;
    };
    showBoard();
    await engineMoves();
    if (session.moves.length > 0) showBoard();
    for (;;) {
      const line = await next(
        turns === undefined ? 'move> ' : `${name(session.sideToMove())} ${draft.played.length + 1}> `,
      );
      if (line === undefined) break;
      const text = line.trim();
      if (text === '') continue;
      const [command, argument] = text.split(/\s+/);
      if (command === 'quit' || command === 'exit') break;
      switch (command) {
        case 'help':
          if (argument === 'pieces') {
            for (const out of pieceHelp(options.variant, text.split(/\s+/)[2])) io.out(out);
            continue;
          }
          io.out(moveHelp(options.variant));
          for (const help of turns === undefined ? PLAY_HELP : [...PLAY_HELP, ...TURN_HELP]) io.out(help);
          continue;
        case 'moves': {
          const moves = session.legalMoves();
          io.out(moves.length === 0 ? '(no legal moves)' : moves.map((move) => words.write(move)).join(' '));
          continue;
        }
        case 'd':
          showBoard();
          continue;
        case 'fen':
          io.out(session.positionText());
          continue;
        case 'layer': {
          const layer = Number(argument);
          if (session.rules.displayLayer === undefined) {
            io.out("this board has one layer: 'd' draws it");
            continue;
          }
          if (!Number.isInteger(layer) || layer < 1 || layer > session.rules.topology.layers) {
            io.out(`layer needs a number from 1 to ${session.rules.topology.layers}`);
            continue;
          }
          layerInPlay = layer;
          showLayer();
          continue;
        }
        case 'resign': {
          if (gameOver()) break;
          const you = humans.has(session.sideToMove()) ? session.sideToMove() : [...humans][0];
          resigned = you;
          const others = names.filter((_, player) => player !== you && !humans.has(player));
          io.out(
            `You resign: ${others.length === 0 ? 'game over' : `${others.join(', ')} ${others.length === 1 ? 'wins' : 'win'}`}.`,
          );
          continue;
        }
        case 'new':
          resigned = undefined;
          session.newGame();
          draft.clear();
          layerInPlay = middleLayer;
          io.out('New game.');
          showBoard();
          await engineMoves();
          if (session.moves.length > 0) showBoard();
          continue;
        case 'undo': {
          resigned = undefined;
          if (draft.undo()) {
            io.out(`Took back a sub-move; this turn: ${draft.played.length === 0 ? '(no sub-move)' : draft.token()}`);
            continue;
          }
          // Back to the last earlier position where the human was to move.
          let plies = 0;
          while (session.moves.length > 0 && (plies === 0 || !humans.has(session.sideToMove()))) {
            if (!session.undo(1).ok) break;
            plies++;
          }
          const unit = turns === undefined ? ['ply', 'plies'] : ['turn', 'turns'];
          io.out(plies === 0 ? 'Nothing to undo.' : `Took back ${plies} ${plies === 1 ? unit[0] : unit[1]}.`);
          if (plies > 0) showBoard();
          continue;
        }
        case 'go':
          if (turns === undefined) {
            // Two-player habit: the engine takes this side and the person the next one.
            humans = new Set([(session.sideToMove() + 1) % session.players]);
            io.out(`You now play ${seatList()}.`);
          } else if (!gameOver()) await engineTurn();
          await engineMoves();
          showBoard();
          continue;
        case 'pass':
        case 'end':
          if (turns !== undefined && !gameOver()) {
            await playWhole(turns.passText);
            continue;
          }
          break;
        default:
          break;
      }
      if (gameOver()) {
        io.out("Type 'new' for a new game, 'undo' to take back, or 'quit'.");
        continue;
      }
      if (turns === undefined || (draft.played.length === 0 && text.includes(turns.separator))) {
        await playWhole(text);
        continue;
      }
      const played = draft.play(text);
      if (!played.ok) {
        refuse(text, played.error.detail);
        continue;
      }
      followMove(played.value);
      io.out(`Sub-move ${draft.played.length}: ${played.value}`);
      // The turn ends by itself after its last sub-move, or when that sub-move ended the game (the last rival centaur).
      if (draft.played.length >= turns.movesPerTurn || session.state().kind !== 'ongoing')
        await playWhole(turns.passText);
    }
    io.out('Bye.');
    return 0;
  } finally {
    await session.close();
  }
}
