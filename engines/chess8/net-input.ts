// The network's inputs (net.ts): one per colour, kind and cell, seen from one side. From White's view a man's input is
// (0 for White's men, 6 for Black's + kind − 1) × 64 + its cell; from Black's view the colours swap and the board is
// mirrored top to bottom, so that each side sees its own men as White's on their own half. Shared by the evaluator
// (Position.netRows) and the trainer (src/tune/net-data.ts).
import { PHASE_MAX } from '../common/fide-pieces';

/** Inputs per view: 2 colours × 6 kinds × 64 cells. */
export const NET_INPUTS = 768;

/** The input of `piece` (fide-pieces.ts code) on `cell` seen from `view` (0 White, 1 Black). */
export function netInput(piece: number, cell: number, view: number): number {
  const theirs = (piece >> 3) ^ view;
  return ((theirs * 6 + (piece & 7) - 1) << 6) + (view === 0 ? cell : cell ^ 56);
}

/** The same input with the board mirrored left to right (a-file to h-file): a position the net should score alike. */
export function mirroredInput(input: number): number {
  return input ^ 7;
}

/**
 * Which of `buckets` output layers scores a position of this game phase (fide-pieces.ts: PHASE_MAX at the start, 0
 * with kings and pawns alone): the phases in equal bands, the opening's last; a merged or promoted man may take the
 * phase above PHASE_MAX, which counts as PHASE_MAX.
 */
export function outputBucket(phase: number, buckets: number): number {
  return (((phase < PHASE_MAX ? phase : PHASE_MAX) * buckets) / (PHASE_MAX + 1)) | 0;
}
