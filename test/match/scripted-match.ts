// A two-game match (both colours) of the scripted CECP engine (test/fixtures/scripted-cecp.mjs) against itself,
// for the match runner's tests: each ply is `sent/expected` or `sent/expected@cp`.
import { resolve } from 'node:path';
import type { Adjudication } from '../../src/match/game';
import type { OpeningSource } from '../../src/match/openings';
import { runMatch, type MatchOptions } from '../../src/match/runner';

const SCRIPT = resolve(__dirname, '../fixtures/scripted-cecp.mjs');

export interface ScriptedMatch {
  readonly openings?: OpeningSource;
  readonly pgnFile?: string;
  /** Arguments before the plies, e.g. --san. */
  readonly flags?: string;
  /** Score adjudication; the ply cap is always the script's length. */
  readonly adjudication?: Omit<Adjudication, 'maxPlies'>;
}

export async function playScript(plies: readonly string[], match: ScriptedMatch = {}) {
  const command = `node ${SCRIPT} ${match.flags ?? ''} ${plies.map((ply) => `'${ply}'`).join(' ')}`;
  const options: MatchOptions = {
    engines: [
      { command, protocol: 'xboard' },
      { command, protocol: 'xboard' },
    ],
    variant: 'normal',
    games: 2,
    limits: { depth: 1 },
    openings: match.openings ?? 'none',
    seed: 1,
    concurrency: 1,
    adjudication: { maxPlies: plies.length, ...match.adjudication },
    marginMs: 100,
    moveTimeoutMs: 30_000,
    pgnFile: match.pgnFile,
  };
  return runMatch(options, { progress: () => undefined });
}
