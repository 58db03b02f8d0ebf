// The players' colours. Two-player variants are White and Black; salmon's ten players A..J take white, black and the
// eight colours below (Okabe and Ito's palette for colour-blind readers, with wine for grey), chosen so that every pair
// stays apart under protanopia, deuteranopia and tritanopia (test/gui/colours.test.ts simulates each).

export interface PlayerColour {
  readonly name: string;
  readonly fill: string;
  /** Outline and text colour that reads on `fill`. */
  readonly ink: string;
}

export const PLAYER_COLOURS: readonly PlayerColour[] = [
  { name: 'white', fill: '#f8f8f0', ink: '#111111' },
  { name: 'black', fill: '#202020', ink: '#f4f4f4' },
  { name: 'orange', fill: '#e69f00', ink: '#111111' },
  { name: 'sky blue', fill: '#56b4e9', ink: '#111111' },
  { name: 'green', fill: '#009e73', ink: '#111111' },
  { name: 'yellow', fill: '#f0e442', ink: '#111111' },
  { name: 'blue', fill: '#0072b2', ink: '#ffffff' },
  { name: 'vermilion', fill: '#d55e00', ink: '#111111' },
  { name: 'pink', fill: '#cc79a7', ink: '#111111' },
  { name: 'wine', fill: '#882255', ink: '#ffffff' },
];

/** Fill colours of the players' pieces (up to ten players). */
export const PLAYER_FILLS: readonly string[] = PLAYER_COLOURS.map((colour) => colour.fill);

export function playerColour(player: number): PlayerColour {
  return PLAYER_COLOURS[((player % PLAYER_COLOURS.length) + PLAYER_COLOURS.length) % PLAYER_COLOURS.length];
}

/** What a diagram calls a player: White and Black with two players, else the letters A, B, … with their colour. */
export function playerTitle(player: number, players: number): string {
  if (players <= 2) return player === 0 ? 'White' : 'Black';
  return `${String.fromCharCode(65 + player)} (${playerColour(player).name})`;
}
