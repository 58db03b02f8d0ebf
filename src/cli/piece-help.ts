// `help pieces` in `topochess play`: the variant's piece guide (src/gui/piece-guide.ts) as text. Salmon's guide also
// has an entry for every kind as a restricted pawn (its code in lower case) and as a promotion's twin (a trailing 2):
// the full list shows the kinds and says how to ask for one of those forms (`help pieces pa`).
import type { VariantName } from '../core/types';
import { pieceGuide, type PieceGuideEntry } from '../gui/piece-guide';

/** What salmon's move lines are (salmon.md), printed under its pieces. */
const SALMON_LINES = [
  'Lines: F = one cell orthogonally, or straight up or down a layer; E = one cell diagonally, or orthogonally and a',
  'layer up or down; C = diagonally and a layer up or down. A leap (a,b,c) goes a cells straight, turns and goes b,',
  'and changes c layers.',
];

const line = (entry: PieceGuideEntry): string => `${entry.code.padEnd(4)} ${entry.name}: ${entry.moves}`;

/** Whether an entry is another entry's code in lower case or with a trailing 2 (salmon's restricted pawns, twins). */
function isForm(entry: PieceGuideEntry, guide: readonly PieceGuideEntry[]): boolean {
  return guide.some(
    (other) => other !== entry && (other.code.toLowerCase() === entry.code || `${other.code}2` === entry.code),
  );
}

/** The lines of `help pieces [CODE]`: every piece, or the entries of one code (exact, else in any case). */
export function pieceHelp(variant: VariantName, code?: string): string[] {
  const guide = pieceGuide(variant);
  const extra = variant === 'salmon' ? SALMON_LINES : [];
  if (code !== undefined) {
    const exact = guide.filter((entry) => entry.code === code);
    const found = exact.length > 0 ? exact : guide.filter((entry) => entry.code.toLowerCase() === code.toLowerCase());
    return found.length === 0 ? [`No piece has the code '${code}'; 'help pieces' lists them.`] : found.map(line);
  }
  const kinds = guide.filter((entry) => !isForm(entry, guide));
  const forms =
    kinds.length < guide.length
      ? [
          "A code in lower case (pa) is that piece as a restricted pawn, one ending in 2 (Pa2) a promotion's twin;",
          "'help pieces CODE' describes one.",
        ]
      : [];
  return [...kinds.map(line), ...forms, ...extra];
}
