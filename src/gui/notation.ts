// Move text a player reads, per variant: SAN for `normal` (engines/chess8/san.ts) and `cylinder` (its generated
// copy), and each variant's own writer beside its notation (engines/chess8/msg-words.ts, engines/stack/move-words.ts,
// engines/common/piece-move-words.ts for sesqui and besiege, engines/salmon/move-words.ts), documented on each rules
// page. The rules are bundled into the
// board page (they answer without a round trip; salmon's writer needs its pieces only, not its tables). The engine
// stays the judge of every move: these functions only respell moves it has listed or played, and turn what a player
// wrote (or the engine's own text, which older games hold) back into the engine's text before the engine checks it.
import { Chess8Rules } from '../../engines/chess8/rules';
import { sanLine } from '../../engines/chess8/san';
import { parseMoveInput } from '../../engines/chess8/move-input';
import { msgMoveTexts } from '../../engines/chess8/msg-words';
import { Chess8Rules as CylinderRules } from '../../engines/generated/cylinder/rules';
import { sanLine as cylinderSanLine } from '../../engines/generated/cylinder/san';
import { parseMoveInput as cylinderMoveInput } from '../../engines/generated/cylinder/move-input';
import { createStackRules } from '../../engines/stack/rules';
import { stackMoveTexts } from '../../engines/stack/move-words';
import { createSesquiRules } from '../../engines/sesqui/rules';
import { createBesiegeRules } from '../../engines/besiege/rules';
import { pieceMoveTexts } from '../../engines/common/piece-move-words';
import { engineLine, findByText, readMoveWords, wordsLine } from '../../engines/common/move-words';
import { salmonEngineLine, salmonWordsLine } from '../../engines/salmon/move-words';
import type { PositionCore, Rules } from '../core/rules';
import type { Move } from '../core/types';
import { err, type Result } from '../core/result';

/** One two-player variant's move text: its rules, how a player's text is read and how a line is written. */
interface Notation {
  readonly rules: Rules<PositionCore>;
  readonly read: (pos: PositionCore, text: string) => Result<Move>;
  readonly line: (startText: string, moves: readonly string[]) => string[];
}

/** A notation over a writer (the texts of every legal move), reading its texts and the engine's. */
function fromWriter<P extends PositionCore>(
  rules: Rules<P>,
  writer: (rules: Rules<P>, pos: P) => ReadonlyMap<Move, string>,
): Notation {
  return {
    rules: rules as unknown as Rules<PositionCore>,
    read: (pos, text) => readMoveWords(rules, pos as P, text, writer),
    line: (startText, moves) => wordsLine(rules, startText, moves, writer),
  };
}

/** SAN over a FIDE-board family's rules (normal's, or another board's copy of them). */
function sanNotation<P extends PositionCore>(
  rules: Rules<P>,
  parse: (rules: Rules<P>, pos: P, text: string) => Result<Move>,
  line: (rules: Rules<P>, startText: string, moves: readonly string[]) => string[],
): Notation {
  return {
    rules: rules as unknown as Rules<PositionCore>,
    read: (pos, text) => parse(rules, pos as P, text),
    line: (startText, moves) => line(rules, startText, moves),
  };
}

const BUILD: Partial<Record<string, () => Notation>> = {
  normal: () => sanNotation(new Chess8Rules('normal'), parseMoveInput, sanLine),
  cylinder: () => sanNotation(new CylinderRules('cylinder'), cylinderMoveInput, cylinderSanLine),
  msg() {
    const rules = new Chess8Rules('msg');
    return {
      rules: rules as unknown as Rules<PositionCore>,
      read(pos, text) {
        const found = findByText(msgMoveTexts(rules, pos as never), text);
        return found === undefined ? parseMoveInput(rules, pos as never, text) : { ok: true, value: found };
      },
      line: (startText, moves) => wordsLine(rules, startText, moves, msgMoveTexts),
    };
  },
  stack: () => fromWriter(createStackRules(), stackMoveTexts),
  sesqui: () => fromWriter(createSesquiRules(), pieceMoveTexts),
  besiege: () => fromWriter(createBesiegeRules(), pieceMoveTexts),
};
const built = new Map<string, Notation>();

/** The notation of a two-player variant (built on first use); undefined for salmon and unknown names. */
function notationOf(variant: string): Notation | undefined {
  const build = BUILD[variant];
  if (build === undefined) return undefined;
  let notation = built.get(variant);
  if (notation === undefined) built.set(variant, (notation = build()));
  return notation;
}

/** The variants whose moves are numbered in pairs, White's and Black's (every two-player variant). */
export const hasMoveNumbers = (variant: string): boolean => variant !== 'salmon';

/** The moves (engine texts, whole turns in salmon) played from `startText` as the page writes them. */
export function listTexts(variant: string, startText: string, moves: readonly string[]): string[] {
  if (variant === 'salmon') return salmonWordsLine(startText, moves);
  return notationOf(variant)?.line(startText, moves) ?? [...moves];
}

/**
 * Moves as written in a PGN (a player's text or the engine's), in the engine's text, read on the position (`start` is
 * a position text or `startpos`): an illegal or unreadable move is an error naming it.
 */
export function engineTexts(variant: string, start: string, written: readonly string[]): Result<string[]> {
  if (variant === 'salmon') return salmonEngineLine(start, written);
  const notation = notationOf(variant);
  if (notation === undefined) return err('ERR_UNKNOWN_VARIANT', `no move text for the variant '${variant}'`);
  return engineLine(notation.rules, start, written, notation.read);
}
