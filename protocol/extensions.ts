// The Topochess extensions and debug commands every dialect (and the plain console) offers: d, moves, result, turn,
// topology, cells, check, perft, bench. One implementation; a Voice says how the dialect marks notes and free-form
// lines.
import type { BenchReport } from '../src/search/jobs';
import type { Session } from '../src/session/session';
import type { ProtocolErrorCode } from './commands';
import { parseInteger } from './commands';
import { formatGameState, formatTurnState } from './format';

export interface Voice {
  /** A short machine-readable note: UCI `info string …`, XBoard `# …`, console as is. */
  note(text: string): void;
  /** A free-form line (board, perft, topology): UCI and console as is, XBoard behind `# `. */
  raw(text: string): void;
  error(code: ProtocolErrorCode, detail: string): void;
}

/**
 * After `Threads` is set (UCI `setoption`, XBoard `cores`): says so when fewer threads search than `count` asked
 * for (`asked` is the command's words), since the others are not started: capped at the machine's cores, or at the
 * option's maximum.
 */
export function noteThreadsCap(session: Session, voice: Voice, asked: string, count: number): void {
  const used = session.threadsInUse;
  if (used >= count) return;
  const why = used < session.options.Threads ? `this machine has ${used} cores` : 'the most Threads takes';
  voice.note(`${asked} capped to ${used} threads: ${why}`);
}

/** `bench` with no depth: 0 lets the worker use the signature depth of src/search/bench.ts. */
const BENCH_DEFAULT_DEPTH = 0;

/**
 * Runs the extension or debug command named by tokens[0] (`d`, `moves`, `result`, `turn`, `topology`, `cells`,
 * `check`, `perft N`, `bench [N]`); false when tokens[0] is none of them, so the dialect can report an unknown command.
 */
export function runExtension(session: Session, voice: Voice, tokens: readonly string[]): boolean {
  const run = EXTENSIONS.get(tokens[0]);
  if (run === undefined) return false;
  run(session, voice, tokens[1]);
  return true;
}

/** An extension, given the session, the voice and its one argument (perft's depth, bench's). */
type Extension = (session: Session, voice: Voice, argument: string | undefined) => void;

const EXTENSIONS: ReadonlyMap<string, Extension> = new Map([
  ['d', showBoard],
  ['moves', showMoves],
  ['result', showResult],
  ['turn', showTurn],
  ['topology', showTopology],
  ['cells', showCells],
  ['check', showCheck],
  ['perft', startPerft],
  ['bench', startBench],
]);

/** Characters of a display line per protocol line; longer lines (salmon's position text) continue on `+` lines. */
export const DISPLAY_CHUNK_CHARS = 7000;

/**
 * `d`: the engine's board display (it ends with the position text, as Stockfish's does). A line too long for the
 * protocol is cut into pieces, each after the first on a line of its own starting with `+`; joining the pieces gives
 * the line back.
 */
export function showBoard(session: Session, voice: Voice): void {
  for (const line of session.display().replace(/\n+$/, '').split('\n')) {
    voice.raw(line.slice(0, DISPLAY_CHUNK_CHARS));
    for (let at = DISPLAY_CHUNK_CHARS; at < line.length; at += DISPLAY_CHUNK_CHARS) {
      voice.raw(`+${line.slice(at, at + DISPLAY_CHUNK_CHARS)}`);
    }
  }
}

/** Moves per `moves` line: a line stays below 8000 bytes even with salmon's nine-character sub-moves. */
export const MOVES_PER_LINE = 500;

/**
 * `moves`: the legal moves of the current position, `moves <move> …` on one line, or on several consecutive `moves`
 * lines when there are more than MOVES_PER_LINE (salmon's armies); just `moves` when there is none.
 */
export function showMoves(session: Session, voice: Voice): void {
  const moves = session.legalMoves();
  if (moves.length === 0) return voice.note('moves');
  for (let first = 0; first < moves.length; first += MOVES_PER_LINE) {
    voice.note(`moves ${moves.slice(first, first + MOVES_PER_LINE).join(' ')}`);
  }
}

/** `result`: the game state by the rules. */
export function showResult(session: Session, voice: Voice): void {
  voice.note(`result ${formatGameState(session.state(), session.players, session.rules.playerNames)}`);
}

/** `turn`: who is to move and how far into a turn of several moves, for board views (salmon's turns of ten). */
export function showTurn(session: Session, voice: Voice): void {
  voice.note(`turn ${formatTurnState(session.turnState(), session.players, session.rules.playerNames)}`);
}

/** `topology`: the board as JSON lines between `topology begin` and `topology end`. */
export function showTopology(session: Session, voice: Voice): void {
  const lines = session.topologyLines();
  voice.raw('topology begin');
  for (const line of lines) voice.raw(line);
  voice.raw('topology end');
}

/** Cells per `cells` line, so lines stay far below 8000 bytes on the largest boards. */
export const CELLS_PER_LINE = 500;

/**
 * `cells`: what stands on each cell, for board views: `cells <first index> <label> ...` lines (a label is `.` for an
 * empty cell, else `<player>:<text>`), ended by `cells end`. Only `cells end` when the engine has no labels.
 */
export function showCells(session: Session, voice: Voice): void {
  const labels = session.cellLabels();
  for (let first = 0; first < labels.length; first += CELLS_PER_LINE) {
    const chunk = labels.slice(first, first + CELLS_PER_LINE).map((label) => (label === '' ? '.' : label));
    voice.note(`cells ${first} ${chunk.join(' ')}`);
  }
  voice.note('cells end');
}

/**
 * `check`: the cells (indices, as `cells` numbers them) of the royal pieces under attack by the engine's own attack
 * test: the side to move's king in check, in salmon every player's attacked King Centaur. `check` alone when none is.
 */
export function showCheck(session: Session, voice: Voice): void {
  const cells = session.checkedCells();
  voice.note(cells.length === 0 ? 'check' : `check ${cells.join(' ')}`);
}

/** `perft N` / `go perft N`: Stockfish's divide format, then `Nodes searched: N`. */
export function startPerft(session: Session, voice: Voice, depthText: string | undefined): void {
  const depth = parseInteger(depthText, 'perft depth', 1, 30);
  if (!depth.ok) return voice.error(depth.error.code, depth.error.detail);
  const started = session.perft(depth.value, {
    onMove: (move, nodes) => voice.raw(`${move}: ${nodes}`),
    onDone: (nodes, _timeMs, stopped) => {
      // A stopped count gives no total: a partial figure would pass for a wrong one.
      if (stopped) return voice.note(`perft stopped; the counts above are for the moves finished`);
      voice.raw('');
      voice.raw(`Nodes searched: ${nodes}`);
    },
    onError: (message) => voice.error('ERR_INTERNAL', `perft failed: ${message}`),
  });
  if (!started.ok) voice.error(started.error.code, started.error.detail);
}

/** `bench [depth]`: the fixed benchmark of the current variant, in the worker. */
export function startBench(session: Session, voice: Voice, depthText: string | undefined): void {
  let depth = BENCH_DEFAULT_DEPTH;
  if (depthText !== undefined) {
    const parsed = parseInteger(depthText, 'bench depth', 1, 30);
    if (!parsed.ok) return voice.error(parsed.error.code, parsed.error.detail);
    depth = parsed.value;
  }
  const started = session.bench(depth, {
    onDone: (report) => {
      // Like a stopped perft: partial figures would pass for a signature.
      if (report.stopped) return voice.note(`bench stopped after ${report.nodes} nodes; no signature`);
      for (const line of formatBenchLines(report)) voice.raw(line);
    },
    onError: (message) => voice.error('ERR_INTERNAL', `bench failed: ${message}`),
  });
  if (!started.ok) voice.error(started.error.code, started.error.detail);
}

/** Stockfish's bench summary lines. */
export function formatBenchLines(report: BenchReport): string[] {
  return [`Total time (ms) : ${report.timeMs}`, `Nodes searched  : ${report.nodes}`, `Nodes/second    : ${report.nps}`];
}
