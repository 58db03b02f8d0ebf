// Generic perft and divide over any Rules: counts leaf nodes of the legal move tree, the standard movegen check.
// One move buffer of depth * maxMoves is allocated per call; the last ply is bulk-counted (make, count, unmake; or
// just counted where the generator yields legal moves only).
import * as rulesModule from '../core/rules';
import type { PositionCore, Rules } from '../core/rules';
import * as jobsModule from './jobs';

// Imported constants copied for hot loops (why: CONTRIBUTING.md, Hot code).
const { GEN_ALL } = rulesModule;
const { CONTROL_STOP } = jobsModule;

/** Interior nodes at least this far from the leaves look at the stop flag: rare enough to cost nothing measurable. */
const STOP_CHECK_DEPTH = 3;

/** Number of leaf nodes `depth` plies below pos (1 at depth 0). */
export function perft<P extends PositionCore>(rules: Rules<P>, pos: P, depth: number): number {
  if (depth <= 0) return 1;
  const buffer = new Int32Array(depth * rules.maxMoves);
  return countNodes(rules, pos, depth, buffer, 0, undefined);
}

/** perft that ends early when `control[CONTROL_STOP]` is set: then -1, and `pos` is left as it was. */
export function stoppablePerft<P extends PositionCore>(
  rules: Rules<P>,
  pos: P,
  depth: number,
  control: Int32Array,
): number {
  if (depth <= 0) return 1;
  const buffer = new Int32Array(depth * rules.maxMoves);
  return countNodes(rules, pos, depth, buffer, 0, control);
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
    const nodes = depth === 1 ? 1 : countNodes(rules, pos, depth - 1, buffer, rules.maxMoves, undefined);
    rules.unmakeMove(pos);
    entries.push({ move: text, nodes });
  }
  return entries;
}

/** Leaf count below pos, or -1 when `control` says stop (checked at nodes STOP_CHECK_DEPTH or more from the leaves). */
function countNodes<P extends PositionCore>(
  rules: Rules<P>,
  pos: P,
  depth: number,
  buffer: Int32Array,
  start: number,
  control: Int32Array | undefined,
): number {
  if (control !== undefined && depth >= STOP_CHECK_DEPTH && Atomics.load(control, CONTROL_STOP) !== 0) return -1;
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
      const below = countNodes(rules, pos, depth - 1, buffer, next, control);
      rules.unmakeMove(pos);
      if (below < 0) return -1;
      nodes += below;
    }
  }
  return nodes;
}
