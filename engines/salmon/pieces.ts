// The 50 piece types compiled into flat per-type programs that move generation and attack tests read
// (salmon.md §5, §3.7-3.8). Built once per board at start-up.
import type { SalmonBoard } from './topology';
import { DIR_COUNT, FAMILY_OF } from './topology';
import type { TargetTable } from '../../src/topology/topology';
import type { Steps } from '../../src/core/steps';
import { PIECE_DEFS } from './pieces-data';

export type Mode = 'both' | 'move' | 'capture';
export type Kind = 'step' | 'rider' | 'cannon' | 'hopper' | 'leap';
export interface PieceDef {
  readonly name: string;
  readonly count: number;
  readonly notation: string;
  readonly components: readonly {
    readonly mode: Mode;
    readonly kind: Kind;
    readonly families?: string;
    readonly leap?: readonly number[];
  }[];
}

export const PIECE_TYPES = PIECE_DEFS.length;
export const KING_CENTAUR = PIECE_DEFS.findIndex((p) => p.name === 'King Centaur');

export const OP_STEP = 0,
  OP_LEAP = 1,
  OP_RIDER = 2,
  OP_CANNON = 3,
  OP_HOPPER = 4;
/** Family bits: F = 1, E = 2, C = 4. */
export const FAMILY_BIT: Readonly<Record<string, number>> = { F: 1, E: 2, C: 4 };
/** DIR_FAMILY_BIT[d]: the family bit of direction d. */
export const DIR_FAMILY_BIT = Uint8Array.from(FAMILY_OF.map((f) => FAMILY_BIT[f]));

export interface PieceOp {
  readonly op: number;
  readonly canMove: boolean;
  readonly canCapture: boolean;
  /** OP_STEP / OP_LEAP: target tables (one per family for steps, one for a leap). */
  readonly tables: readonly TargetTable[];
  /** OP_RIDER / OP_CANNON / OP_HOPPER: the directions of its families. */
  readonly dirs: Int8Array;
}

/** Every table the generator and the attack test need, per centre rule. */
export interface PieceTables {
  readonly ops: readonly (readonly PieceOp[])[];
  /** Per type: family bits of its capturing steps, riders, cannons and hoppers. */
  readonly stepCapture: Uint8Array;
  readonly riderCapture: Uint8Array;
  readonly cannonCapture: Uint8Array;
  readonly hopperCapture: Uint8Array;
  /** Distinct capturing leap vectors and, per vector, which types have it (type bitset as 0/1 bytes). */
  readonly leapTables: readonly TargetTable[];
  readonly leapTypes: readonly Uint8Array[];
}

/** Builds every leap table the pieces use into the board's cache, yielding between steps (see core/steps). */
export function* buildLeapsInSteps(board: SalmonBoard): Steps<void> {
  for (const def of PIECE_DEFS) {
    for (const component of def.components)
      if (component.kind === 'leap') yield* board.leapInSteps(component.leap ?? []);
  }
}

export function buildPieceTables(board: SalmonBoard): PieceTables {
  const stepCapture = new Uint8Array(PIECE_TYPES);
  const riderCapture = new Uint8Array(PIECE_TYPES);
  const cannonCapture = new Uint8Array(PIECE_TYPES);
  const hopperCapture = new Uint8Array(PIECE_TYPES);
  const leapKeys: string[] = [];
  const leapTables: TargetTable[] = [];
  const leapTypes: Uint8Array[] = [];
  const ops = PIECE_DEFS.map((def, type) =>
    def.components.map((component): PieceOp => {
      const canMove = component.mode !== 'capture';
      const canCapture = component.mode !== 'move';
      const bits = [...(component.families ?? '')].reduce((m, f) => m | FAMILY_BIT[f], 0);
      const dirs = Int8Array.from([...Array(DIR_COUNT).keys()].filter((d) => (DIR_FAMILY_BIT[d] & bits) !== 0));
      switch (component.kind) {
        case 'step':
          if (canCapture) stepCapture[type] |= bits;
          return {
            op: OP_STEP,
            canMove,
            canCapture,
            tables: [...(component.families ?? '')].map((f) => board.steps[f as 'F' | 'E' | 'C']),
            dirs,
          };
        case 'leap': {
          const vector = component.leap ?? [];
          const table = board.leap(vector);
          if (canCapture) {
            const key = [...vector].sort().join(',');
            let k = leapKeys.indexOf(key);
            if (k < 0) {
              k = leapKeys.push(key) - 1;
              leapTables.push(table);
              leapTypes.push(new Uint8Array(PIECE_TYPES));
            }
            leapTypes[k][type] = 1;
          }
          return { op: OP_LEAP, canMove, canCapture, tables: [table], dirs };
        }
        case 'rider':
          if (canCapture) riderCapture[type] |= bits;
          return { op: OP_RIDER, canMove, canCapture, tables: [], dirs };
        case 'cannon':
          if (canCapture) cannonCapture[type] |= bits;
          return { op: OP_CANNON, canMove, canCapture, tables: [], dirs };
        case 'hopper':
          if (canCapture) hopperCapture[type] |= bits;
          return { op: OP_HOPPER, canMove, canCapture, tables: [], dirs };
      }
    }),
  );
  return { ops, stepCapture, riderCapture, cannonCapture, hopperCapture, leapTables, leapTypes };
}

export { PIECE_DEFS };
