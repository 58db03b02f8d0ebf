// Playing below full strength (UCI `Skill Level`, `UCI_LimitStrength` + `UCI_Elo`), by human-like means: a weaker
// level searches fewer nodes and then chooses among its best few root moves (MultiPV lines) with a spread that grows
// as the level drops, the way Stockfish's Skill does, instead of blundering at random. The choice draws on a small
// seeded generator, so a given seed, position and limits always give the same move.

/** Full strength: no node budget, no choice among lines. */
export const SKILL_MAX = 20;
/** Lines a weakened search scores for the choice (more when the GUI asks for more MultiPV). */
export const SKILL_LINES = 4;
/** Node budget at level 0; each level multiplies it by SKILL_NODE_GROWTH. */
const SKILL_MIN_NODES = 100;
const SKILL_NODE_GROWTH = 1.6;
/** The score gap (cp) beyond which a worse line gains no more random push (Stockfish: a pawn). */
const SKILL_MAX_DELTA = 100;

/**
 * Named levels for people (`topochess play --level`), on the Skill Level scale; docs/search.md gives the Elo each
 * measured against Stockfish.
 */
export const SKILL_NAMES = { beginner: 0, club: 8, expert: 14, full: SKILL_MAX } as const;
export type SkillName = keyof typeof SKILL_NAMES;

/** Whether `level` plays below full strength. */
export function skillEnabled(level: number | undefined): level is number {
  return level !== undefined && level < SKILL_MAX;
}

/**
 * Nodes a search at `level` may spend once its first iteration is done (that one always finishes, so every line
 * has a score): 100 at level 0, about 11,000 at 10, 750,000 at 19.
 */
export function skillNodes(level: number): number {
  return Math.round(SKILL_MIN_NODES * SKILL_NODE_GROWTH ** Math.max(0, Math.min(SKILL_MAX, level)));
}

/** A 32-bit generator (mulberry32): deterministic, seeded per search. Returns integers in [0, 2^32). */
export function createRng(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Stockfish's choice among the lines: `scores` best first (centipawns for the mover, `count` of them). Every line
 * gets a push of `(weakness * (top - score) + delta * random(weakness)) / 128`, where weakness = 120 - 2 * level and
 * delta is the spread of the lines (at most a pawn); the line with the highest score plus push is played. Level 20
 * always takes the first line; lower levels take worse lines more often, rarely much worse ones.
 */
export function pickSkillLine(scores: ArrayLike<number>, count: number, level: number, rng: () => number): number {
  if (count <= 1 || !skillEnabled(level)) return 0;
  const top = scores[0];
  const delta = Math.min(top - scores[count - 1], SKILL_MAX_DELTA);
  const weakness = Math.max(1, Math.round(120 - 2 * level));
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < count; i++) {
    const push = (weakness * (top - scores[i]) + delta * (rng() % weakness)) / 128;
    const value = scores[i] + push;
    if (value >= bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/**
 * `UCI_Elo` -> level, from scripts/calibrate.mjs against Stockfish 15.1's UCI_Elo at 5+0.05 with `normal`'s network
 * retrained on 1.6 million positions (docs/search.md has the table): level 0 scored 1/20 against Stockfish 1350
 * (about 840), level 8 5/20 against 1600 (about 1410), level 14 10.5/20 against 1800 (about 1820), full strength
 * 24/30 against 2000 and 6.5/30 against 2400 (about 2210, both fitted at once). Each is good to about ±150 Elo
 * (level 0's to about ±300). Between two anchors the level is interpolated linearly; it may be fractional.
 */
export const ELO_ANCHORS: readonly { readonly elo: number; readonly level: number }[] = [
  { elo: 840, level: 0 },
  { elo: 1410, level: 8 },
  { elo: 1820, level: 14 },
  { elo: 2210, level: SKILL_MAX },
];
export const ELO_MIN = ELO_ANCHORS[0].elo;
export const ELO_MAX = ELO_ANCHORS[ELO_ANCHORS.length - 1].elo;

/** The skill level that plays at about `elo` (clamped to the anchors' range). */
export function eloToSkill(elo: number): number {
  if (elo <= ELO_MIN) return ELO_ANCHORS[0].level;
  for (let i = 1; i < ELO_ANCHORS.length; i++) {
    const low = ELO_ANCHORS[i - 1];
    const high = ELO_ANCHORS[i];
    if (elo <= high.elo) return low.level + ((elo - low.elo) / (high.elo - low.elo)) * (high.level - low.level);
  }
  return ELO_ANCHORS[ELO_ANCHORS.length - 1].level;
}
