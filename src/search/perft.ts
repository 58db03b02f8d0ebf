// Generic perft and divide over any Rules: counts leaf nodes of the legal move tree, the standard movegen check.
// One move buffer of depth * maxMoves is allocated per call; the last ply is bulk-counted (make, count, unmake; or
// just counted where the generator yields legal moves only).
import * as rulesModule from '../core/rules';
import type { PositionCore, Rules } from '../core/rules';

// Imported bindings are copied into module constants: test runners that rewrite imports into getters (vitest)
// would otherwise slow every hot read about tenfold. Bundled builds are unaffected.
const { GEN_ALL } = rulesModule;

/** Number of leaf nodes `depth` plies below pos (1 at depth 0). */
export function perft<P extends PositionCore>(rules: Rules<P>, pos: P, depth: number): number {
  if (depth <= 0) return 1;
  const buffer = new Int32Array(depth * rules.maxMoves);
  return countNodes(rules, pos, depth, buffer, 0);
}

export interface DivideEntry {
  readonly move: string;
  readonly nodes: number;
}

/** Perft per legal root move, in generation order (for comparing with another engine's `go perft`). */
export function divide<P extends PositionCore>(rules: Rules<P>, pos: P, depth: number): DivideEntry[] {
  const entries: DivideEntry[] = [];
  if (depth <= 0) return entries;
  const buffer = new Int32Array(depth * rules.maxMoves);
  const count = rules.generateMoves(pos, buffer, 0, GEN_ALL);
  for (let i = 0; i < count; i++) {
    const move = buffer[i];
    const text = rules.formatMove(pos, move);
    if (!rules.makeMove(pos, move)) continue;
    const nodes = depth === 1 ? 1 : countNodes(rules, pos, depth - 1, buffer, rules.maxMoves);
    rules.unmakeMove(pos);
    entries.push({ move: text, nodes });
  }
  return entries;
}

function countNodes<P extends PositionCore>(rules: Rules<P>, pos: P, depth: number, buffer: Int32Array, start: number): number {
  const count = rules.generateMoves(pos, buffer, start, GEN_ALL);
  const end = start + count;
  let nodes = 0;
  if (depth === 1 && rules.legalMovesOnly === true) return count;
  if (depth === 1) {
    for (let i = start; i < end; i++) {
      if (rules.makeMove(pos, buffer[i])) {
        nodes++;
        rules.unmakeMove(pos);
      }
    }
    return nodes;
  }
  const next = start + rules.maxMoves;
  for (let i = start; i < end; i++) {
    if (rules.makeMove(pos, buffer[i])) {
      nodes += countNodes(rules, pos, depth - 1, buffer, next);
      rules.unmakeMove(pos);
    }
  }
  return nodes;
}
