// The game in progress and the page's settings, kept in the browser's storage (localStorage) so that a reload, a
// closed tab or a crash does not lose them. Only what the engine checks again on restore is kept: the variant, the
// start (`startpos` or a position text) and the moves in the engine's text; the settings are menu values.

export interface SavedGame {
  readonly variant: string;
  /** `startpos` or a position text. */
  readonly start: string;
  /** The moves (whole turns) in the engine's text. */
  readonly tokens: readonly string[];
  /** The menus: side, level, clock. */
  readonly side: string;
  readonly level: string;
  readonly clock: string;
}

const KEY = 'topochess.game';

/** Reads the saved game text back; undefined when there is none or it is not one. */
export function readSavedGame(text: string | null): SavedGame | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof SavedGame, unknown>>;
    const strings = (keys: (keyof SavedGame)[]): boolean => keys.every((key) => typeof value[key] === 'string');
    if (!strings(['variant', 'start', 'side', 'level', 'clock'])) return undefined;
    if (!Array.isArray(value.tokens) || !value.tokens.every((token) => typeof token === 'string')) return undefined;
    return value as SavedGame;
  } catch {
    return undefined;
  }
}

/** The saved game in this browser, if any (storage may be refused: then none). */
export function loadSavedGame(): SavedGame | undefined {
  try {
    return readSavedGame(localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

export function storeGame(game: SavedGame): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // Storage full or refused (a private window): the game lives on in the page only.
  }
}
