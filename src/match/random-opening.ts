// Random openings for `--random-plies`: seeded, so a match can be repeated. A ply is one protocol token: one move,
// or in turn variants (salmon) one whole turn of a random legal move followed by the end of the turn (more random
// moves only while the turn may not end yet, e.g. in check or with twins pending).
import type { Move } from '../core/types';
import type { PositionCore, Rules } from '../core/rules';
import { GEN_ALL } from '../core/rules';
import { playToken } from '../core/turns';

/** A deterministic generator in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays `plies` random tokens from `start` (stopping early at a finished game); returns them in canonical text. */
export function randomOpening(rules: Rules<PositionCore>, start: string, plies: number, next: () => number): string[] {
  const pos = start === 'startpos' ? rules.startPosition() : (rules.parsePosition(start) as { ok: true; value: PositionCore }).value;
  const buffer = new Int32Array(rules.maxMoves);
  const tokens: string[] = [];
  for (let ply = 0; ply < plies && rules.outcome(pos) === undefined; ply++) {
    const token = randomToken(rules, pos, buffer, next);
    const made = token === undefined ? undefined : playToken(rules, pos, token);
    if (made === undefined || !made.ok) break;
    tokens.push(made.value.text);
  }
  return tokens;
}

/** A random legal token for the side to move (pos is left as it was), or undefined when there is none. */
function randomToken(rules: Rules<PositionCore>, pos: PositionCore, buffer: Int32Array, next: () => number): string | undefined {
  const turns = rules.turns;
  const parts: string[] = [];
  for (;;) {
    if (turns === undefined ? parts.length === 1 : parts.length > 0 && rules.parseMove(pos, turns.passText).ok) break;
    const legal = legalMoves(rules, pos, buffer);
    if (legal.length === 0) break;
    const move = legal[Math.floor(next() * legal.length)];
    parts.push(rules.formatMove(pos, move));
    rules.makeMove(pos, move);
  }
  for (let i = 0; i < parts.length; i++) rules.unmakeMove(pos);
  if (turns === undefined) return parts[0];
  if (parts.length > 0) return parts.join(turns.separator);
  return rules.parseMove(pos, turns.passText).ok ? turns.passText : undefined;
}

function legalMoves(rules: Rules<PositionCore>, pos: PositionCore, buffer: Int32Array): Move[] {
  const legal: Move[] = [];
  const count = rules.generateMoves(pos, buffer, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    if (rules.makeMove(pos, buffer[i])) {
      rules.unmakeMove(pos);
      legal.push(buffer[i]);
    }
  }
  return legal;
}
