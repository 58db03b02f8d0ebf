// Reads the engine's answer to one `position …` followed by `d`, `cells`, `check`, `result`, `turn` and (when asked)
// `moves`:
// the page's whole picture of a position. Lines too long for the protocol come in pieces (docs/protocol.md): `d`
// continues a line on lines starting with `+`, `moves` and `cells` repeat their keyword on each line.
import { TURNS, parseTurnLine, type TurnInfo } from './turn';

export const NOTE = 'info string ';
export const ERROR = 'info string error ';
/** How `d` introduces the position text. */
const FEN = 'Fen: ';

export interface PositionAnswer {
  /** The first `info string error …` line (a refused `position`), if any. */
  readonly error: string | undefined;
  /** `d`'s lines, pieces joined back. */
  readonly display: string[];
  /** Set in variants whose turn is several sub-moves (from `turn`). */
  readonly turn: TurnInfo | undefined;
  /** Who is to move, as `turn` names them in every variant (`white`, `black`, `A`); undefined without a turn line. */
  readonly mover: string | undefined;
  /** The position text (`d`'s `Fen:` line), '' when `d` was not asked. */
  readonly positionText: string;
  /** Per cell: '' when empty, else the engine's `<player>:<text>`. */
  readonly labels: string[];
  /** The cells of royal pieces under attack (`check`: the engine's own attack test). */
  readonly check: number[];
  /** `result`'s text (`ongoing`, `win …`, `draw …`); undefined when no result line came. */
  readonly state: string | undefined;
  /** The legal moves (sub-moves in turn variants), without `pass`; empty when `moves` was not asked. */
  readonly moves: string[];
  /** The turn may end now (`turn … end yes`). */
  readonly canPass: boolean;
}

export function readAnswer(lines: readonly string[]): PositionAnswer {
  const labels: string[] = [];
  const display: string[] = [];
  const moves: string[] = [];
  const check: number[] = [];
  let error: string | undefined;
  let state: string | undefined;
  let turn: TurnInfo | undefined;
  let mover: string | undefined;
  for (const line of lines) {
    if (line.startsWith(ERROR)) error ??= line;
    if (!line.startsWith(NOTE)) {
      if (line.startsWith('+') && display.length > 0) display[display.length - 1] += line.slice(1);
      else display.push(line);
      continue;
    }
    const [kind, ...rest] = line.slice(NOTE.length).split(' ');
    if (kind === 'cells' && rest[0] !== 'end') {
      const first = Number(rest[0]);
      rest.slice(1).forEach((label, i) => (labels[first + i] = label === '.' ? '' : label));
    } else if (kind === 'check') check.push(...rest.filter((cell) => cell !== '').map(Number));
    else if (kind === 'result') state = rest.join(' ');
    else if (kind === 'turn') {
      turn = parseTurnLine([kind, ...rest]);
      mover = rest[0];
    } else if (kind === 'moves') moves.push(...rest.filter((move) => move !== ''));
  }
  return {
    error,
    display,
    turn,
    mover,
    positionText: display.find((line) => line.startsWith(FEN))?.slice(FEN.length) ?? '',
    labels,
    check,
    state,
    // Turn variants list the end of the turn among the moves; the page offers it as a button instead.
    moves: turn === undefined ? moves : moves.filter((move) => move !== TURNS.passText),
    canPass: turn?.canEnd ?? false,
  };
}
