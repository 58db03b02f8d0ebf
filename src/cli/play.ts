// `topochess play`: a game against the engine in the terminal. The board is the engine's own `d` display (every
// variant has one), moves are checked by the session, and the engine answers through the same Session the protocol
// uses. Input comes from readline-sync on a terminal and from plain line reading when stdin is a pipe.
import { createInterface } from 'node:readline';
import readlineSync from 'readline-sync';
import type { VariantName } from '../core/types';
import { formatGameState } from '../../protocol/format';
import { Session } from '../session/session';
import { defaultSessionDeps } from '../session/wiring';
import type { CommandIo } from './commands';

export const PLAY_HELP: readonly string[] = [
  'Type a move in the engine notation (see `moves`), or one of:',
  '  moves   list the legal moves',
  '  d       show the board again',
  '  undo    take back your last move and the reply',
  '  new     start a new game',
  '  go      let the engine move now (switches sides)',
  '  help    this text',
  '  quit    leave',
];

export interface PlayOptions {
  readonly variant: VariantName;
  /** Engine search depth per move. */
  readonly depth: number;
  /** The human plays this side (0 = first player); the engine plays all others. */
  readonly side: number;
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

/** Runs one interactive game loop until `quit` or end of input; returns the exit code. */
export async function playCommand(io: CommandIo, options: PlayOptions, next: LineSource): Promise<number> {
  const session = new Session(defaultSessionDeps((message) => io.err(message)));
  try {
    const selected = session.selectVariant(options.variant);
    if (!selected.ok) {
      io.err(`topochess play: ${selected.error.detail}`);
      return 1;
    }
    if (!Number.isInteger(options.side) || options.side < 0 || options.side >= session.players) {
      io.err(`topochess play: side must be from 0 to ${session.players - 1}`);
      return 1;
    }
    session.newGame();
    let humanSide = options.side;
    io.out(`Topochess ${options.variant}: you play side ${humanSide}, the engine searches to depth ${options.depth}.`);
    io.out("Type 'help' for the commands.");
    const showBoard = (): void => {
      for (const line of session.display().replace(/\n+$/, '').split('\n')) io.out(line);
    };
    const gameOver = (): boolean => {
      const state = session.state();
      if (state.kind === 'ongoing') return false;
      io.out(`Game over: ${formatGameState(state, session.players, session.rules.playerNames)}`);
      return true;
    };
    const engineMoves = async (): Promise<void> => {
      while (session.sideToMove() !== humanSide && !gameOver()) {
        const done = await new Promise<string | undefined>((resolve) => {
          const started = session.go(
            { limits: { depth: options.depth } },
            { onInfo: () => undefined, onDone: (result) => resolve(result.outcome.best) },
          );
          if (!started.ok) {
            io.err(`engine: ${started.error.detail}`);
            resolve(undefined);
          }
        });
        if (done === undefined) return;
        const played = session.playMove(done);
        if (!played.ok) {
          io.err(`engine move ${done} rejected: ${played.error.detail}`);
          return;
        }
        io.out(`Engine plays ${done}`);
      }
    };
    showBoard();
    await engineMoves();
    for (;;) {
      const line = await next('move> ');
      if (line === undefined) break;
      const text = line.trim();
      if (text === '') continue;
      const [command] = text.split(/\s+/);
      if (command === 'quit' || command === 'exit') break;
      switch (command) {
        case 'help':
          for (const help of PLAY_HELP) io.out(help);
          continue;
        case 'moves': {
          const moves = session.legalMoves();
          io.out(moves.length === 0 ? '(no legal moves)' : moves.join(' '));
          continue;
        }
        case 'd':
          showBoard();
          continue;
        case 'new':
          session.newGame();
          io.out('New game.');
          showBoard();
          await engineMoves();
          if (session.moves.length > 0) showBoard();
          continue;
        case 'undo': {
          // Back to the last earlier position where the human was to move.
          let plies = 0;
          while (session.moves.length > 0 && (plies === 0 || session.sideToMove() !== humanSide)) {
            if (!session.undo(1).ok) break;
            plies++;
          }
          io.out(plies === 0 ? 'Nothing to undo.' : `Took back ${plies} ${plies === 1 ? 'ply' : 'plies'}.`);
          if (plies > 0) showBoard();
          continue;
        }
        case 'go':
          humanSide = (session.sideToMove() + 1) % session.players;
          io.out(`You now play side ${humanSide}.`);
          await engineMoves();
          showBoard();
          continue;
        default:
          break;
      }
      if (gameOver()) {
        io.out("Type 'new' for a new game, 'undo' to take back, or 'quit'.");
        continue;
      }
      const played = session.playMove(text);
      if (!played.ok) {
        io.out(`Illegal or unreadable move '${text}': ${played.error.detail}. Type 'moves' for the legal moves.`);
        continue;
      }
      io.out(`You play ${played.value}`);
      await engineMoves();
      showBoard();
      gameOver();
    }
    io.out('Bye.');
    return 0;
  } finally {
    await session.close();
  }
}

