// Flipping the board: each layer turned half a circle within its own bounding box, as the other player sees it
// (besiege's two boards are one layer: both turn, and Black's board comes to the left). The layout moves the cells;
// nothing is drawn rotated, so figures and coordinates stay upright.

export interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/** The point turned half a circle round the centre of `box`. */
export function flipPoint(box: Box, [x, y]: readonly [number, number]): [number, number] {
  return [box.minX + box.maxX - x, box.minY + box.maxY - y];
}

/** Whether flipping means something: with two players one side faces the other; salmon's ten sit all round. */
export function canFlip(players: number): boolean {
  return players === 2;
}
