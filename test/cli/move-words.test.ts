// `topochess play`'s move words: SAN in and out in normal chess (on engines/chess8/san.ts), each variant's own move
// text elsewhere (src/gui/notation.ts); nothing is played by reading or writing.
import { afterAll, describe, expect, test } from 'vitest';
import { moveWords } from '../../src/cli/move-words';
import { Session } from '../../src/session/session';
import { defaultSessionDeps } from '../../src/session/wiring';

const sessions: Session[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

/** A session of `variant` at `start` (a position text, or startpos). */
async function sessionAt(variant: string, start = 'startpos'): Promise<Session> {
  const session = new Session(defaultSessionDeps(() => undefined));
  sessions.push(session);
  expect(session.selectVariant(variant).ok).toBe(true);
  await new Promise<void>((built) => session.whenBuilt(built));
  session.newGame();
  expect(session.setPosition(start, []).ok).toBe(true);
  return session;
}

/** White to move: the pawn on e7 can take on d8 or promote on e8; the king can castle short; knights on b1 and f3. */
const PROMOTION = 'r2q2k1/4P3/8/8/8/5N2/8/RN2K2R w KQ - 0 1';

describe('move words', () => {
  test('normal: SAN and coordinates read into the engine text, whatever the spelling', async () => {
    const words = moveWords(await sessionAt('normal', PROMOTION));
    for (const text of ['exd8=Q+', 'exd8Q', 'exd8=Q', 'e7d8q', 'e7d8=Q'])
      expect(words.read(text), text).toEqual({ ok: true, value: 'e7d8q' });
    for (const text of ['O-O', '0-0', 'e1g1', 'e1h1'])
      expect(words.read(text), text).toEqual({ ok: true, value: 'e1g1' });
    expect(words.read('Nd2')).toEqual({
      ok: false,
      error: expect.objectContaining({ detail: "'Nd2' is ambiguous here (b1, f3)" }),
    });
    expect(words.read('Nbd2')).toEqual({ ok: true, value: 'b1d2' });
    expect(words.read('Nc6').ok).toBe(false);
    expect(words.read('nonsense').ok).toBe(false);
  });

  test('normal: the engine text written as SAN, with captures, promotions, castling and check marks', async () => {
    const session = await sessionAt('normal', PROMOTION);
    const words = moveWords(session);
    expect(words.write('e7d8q')).toBe('exd8=Q+');
    expect(words.write('e7e8r')).toBe('e8=R+');
    expect(words.write('e1g1')).toBe('O-O');
    expect(words.write('f3d2')).toBe('Nfd2');
    // Reading and writing never play: the position is as it was.
    expect(session.moves).toEqual([]);
  });

  test("other variants: the variant's own move text out, it and the engine's text in, checked against the rules", async () => {
    const session = await sessionAt('besiege');
    const words = moveWords(session);
    for (const move of session.legalMoves()) {
      const written = words.write(move);
      expect(written).not.toBe(move);
      expect(words.read(written), written).toEqual({ ok: true, value: move });
      expect(words.read(move)).toEqual({ ok: true, value: move });
    }
    const written = session.legalMoves().map((move) => words.write(move));
    expect(written.filter((text) => /^N[a-t]\d+$/.test(text)).length).toBeGreaterThan(0);
    expect(written.filter((text) => /^[a-t]\d+$/.test(text)).length).toBeGreaterThan(0);
    expect(words.read('Nz3')).toEqual({
      ok: false,
      error: expect.objectContaining({ detail: "'Nz3' names no legal move here" }),
    });
    expect(session.moves).toEqual([]);
  });
});
