// Which players a person takes in `topochess play`: `--side white` (or `w`), `--side black`, salmon's letters
// `--side A`, or several, `--side A,D`. The names are the match's seat names (src/match/seats.ts).
import { err, ok, type Result } from '../core/result';

/**
 * Parses a comma-separated list of seats into sorted, distinct player indexes: a seat's name in any case (`White`,
 * `D`), its initial (`w`, `b`), or its index from 0 as older scripts wrote it.
 */
export function parseSeats(text: string, names: readonly string[]): Result<number[]> {
  const seats = new Set<number>();
  for (const part of text.split(',').map((p) => p.trim().toLowerCase())) {
    let seat = names.findIndex((name) => name.toLowerCase() === part || name[0].toLowerCase() === part);
    if (seat < 0 && /^\d+$/.test(part) && Number(part) < names.length) seat = Number(part);
    if (seat < 0) return err('ERR_BAD_ARGUMENT', `side '${part}' is not a player (${choices(names)})`);
    seats.add(seat);
  }
  return ok([...seats].sort((a, b) => a - b));
}

/** `white or black`, `A, B, … or J`. */
function choices(names: readonly string[]): string {
  const lower = names.map((name) => (name.length > 1 ? name.toLowerCase() : name));
  return `${lower.slice(0, -1).join(', ')} or ${lower[lower.length - 1]}`;
}
