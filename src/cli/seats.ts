// Which players a person takes in `topochess play`: `--side 0`, `--side A`, or several, `--side A,D`.
import { err, ok, type Result } from '../core/result';

/** The name of a player in messages: the engine's (salmon's letters) when it has them, else the index. */
export function seatName(player: number, names: readonly string[] | undefined): string {
  return names?.[player] ?? String(player);
}

/** Parses a comma-separated list of player indexes or names (any case) into sorted, distinct indexes. */
export function parseSeats(text: string, players: number, names: readonly string[] | undefined): Result<number[]> {
  const seats = new Set<number>();
  for (const part of text.split(',').map((p) => p.trim())) {
    const byName = names?.findIndex((name) => name.toLowerCase() === part.toLowerCase()) ?? -1;
    const seat = byName >= 0 ? byName : /^\d+$/.test(part) ? Number(part) : -1;
    if (seat < 0 || seat >= players) {
      const choices = names === undefined ? `0 to ${players - 1}` : `${names.join(', ')} or 0 to ${players - 1}`;
      return err('ERR_BAD_ARGUMENT', `side '${part}' is not a player (${choices})`);
    }
    seats.add(seat);
  }
  return ok([...seats].sort((a, b) => a - b));
}
