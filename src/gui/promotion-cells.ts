// Where pawns promote, for boards that do not show it by their shape. On a rectangle it is the far rank, which every
// player knows; on sesqui's ring it is four cells per side (docs/variants/sesqui.md), marked on the board page.
// The topology description carries no rules, so the page keeps this small table by cell name; a unit test holds it
// to the engine's own (engines/sesqui/topology.ts).
import type { VariantName } from '../core/types';

/** promotionCells(variant)[player]: the names of the cells where that player's pawns promote; empty when not marked. */
export function promotionCells(variant: VariantName): readonly (readonly string[])[] {
  switch (variant) {
    case 'sesqui':
      return [
        ['c4', 'c5', 'g4', 'g5'],
        ['a4', 'a5', 'e4', 'e5'],
      ];
    case 'normal':
    case 'msg':
    case 'stack':
    case 'besiege':
    case 'salmon':
    case 'cylinder':
      return [];
  }
}
