// The board page's request queue (src/gui/engine-link.ts) against a fake engine whose answers are released by hand:
// a request is sent only when the one before it is answered, so a readyok can never be taken for another's answer.
import { describe, expect, test } from 'vitest';
import { EngineLink } from '../../src/gui/engine-link';

/** Records what the page sends; the test plays the engine by calling link.receive. */
function fakeEngine() {
  const sent: string[] = [];
  const link = new EngineLink(async (text) => {
    sent.push(...text.trimEnd().split('\n'));
  });
  return { link, sent };
}

/** Lets the promise callbacks run (the link sends from a promise chain). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('EngineLink', () => {
  test('a query made while a go waits is sent only after its bestmove, and each gets its own answer', async () => {
    const { link, sent } = fakeEngine();
    const go = link.ask(['go depth 3'], (line) => line.startsWith('bestmove'));
    // The page's user changes sides while the engine thinks: the page asks for the position again.
    const query = link.query(['position startpos moves e2e4', 'd']);
    await settle();
    expect(sent).toEqual(['go depth 3']);
    expect(link.pending).toBe(2);
    link.receive('info depth 1 score cp 20 pv e2e4');
    link.receive('readyok'); // a readyok here (the old page's isready) must not end the go's wait
    link.receive('bestmove e2e4');
    expect(await go).toEqual(['info depth 1 score cp 20 pv e2e4', 'readyok', 'bestmove e2e4']);
    await settle();
    expect(sent).toEqual(['go depth 3', 'position startpos moves e2e4', 'd', 'isready']);
    link.receive('Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    link.receive('readyok');
    expect(await query).toEqual(['Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1']);
    expect(link.pending).toBe(0);
  });

  test('interrupt goes out at once, ahead of queued requests, and the waiting go gets the answer it causes', async () => {
    const { link, sent } = fakeEngine();
    const go = link.ask(['go infinite'], (line) => line.startsWith('bestmove'));
    const newGame = link.query(['ucinewgame']);
    await settle();
    await link.interrupt(['stop']);
    expect(sent).toEqual(['go infinite', 'stop']);
    link.receive('bestmove d2d4');
    expect(await go).toEqual(['bestmove d2d4']);
    await settle();
    expect(sent).toEqual(['go infinite', 'stop', 'ucinewgame', 'isready']);
    link.receive('readyok');
    expect(await newGame).toEqual([]);
  });

  test('lines nobody waits for still reach onLine; a failed send does not block the queue', async () => {
    const seen: string[] = [];
    let fail = true;
    const sent: string[] = [];
    const link = new EngineLink(async (text) => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      sent.push(text);
    });
    link.onLine = (line) => seen.push(line);
    link.receive('info string hello');
    await expect(link.query(['uci'])).rejects.toThrow('connection lost');
    const next = link.query(['isready']);
    await settle();
    expect(sent).toEqual(['isready\nisready\n']);
    link.receive('readyok');
    expect(await next).toEqual([]);
    expect(seen).toEqual(['info string hello', 'readyok']);
    expect(link.pending).toBe(0);
  });
});
