// Dialect detection and the plain console served before a GUI speaks.
import { describe, expect, test } from 'vitest';
import { detectDialect } from '../../protocol/detect';
import { withHarness } from './harness';

describe('dialect detection', () => {
  test.each([
    ['uci', 'uci'],
    ['xboard', 'xboard'],
    ['protover', 'xboard'],
    ['isready', undefined],
    ['UCI', undefined],
    ['ucinewgame', undefined],
    [undefined, undefined],
  ])('%s → %s', (token, dialect) => {
    expect(detectDialect(token)).toBe(dialect);
  });

  test('console commands answer at once before a GUI speaks; then uci switches for good', () =>
    withHarness(async (h) => {
      expect(h.loop.dialect).toBe('console');
      expect(h.send('help')[0]).toMatch(/^Type 'uci' or 'xboard'/);
      expect(h.send('position startpos moves e2e4')).toEqual([]);
      expect(h.send('moves')[0]).toMatch(/^moves a7a6 /);
      expect(h.send('result')).toEqual(['result ongoing']);
      expect(h.send('frobnicate')).toEqual(["error ERR_UNKNOWN_COMMAND 'frobnicate'; type 'help'"]);
      expect(h.send('go depth 3')).toEqual(["error ERR_UNKNOWN_COMMAND searching needs a protocol: type 'uci' first"]);
      h.send('perft 1');
      expect((await h.until(/^Nodes searched/)).at(-1)).toBe('Nodes searched: 20');
      expect(h.send('isready')).toEqual(["error ERR_UNKNOWN_COMMAND 'isready'; type 'help'"]);
      expect(h.send('uci').at(-1)).toBe('uciok');
      expect(h.loop.dialect).toBe('uci');
      expect(h.session.moves).toEqual(['e2e4']); // the console's position carries over
      expect(h.send('help')).toEqual(["info string error ERR_UNKNOWN_COMMAND 'help' (ignored)"]);
    }));

  test('xboard after console lines', () =>
    withHarness((h) => {
      h.send('', 'hello there');
      expect(h.send('xboard')).toEqual([]);
      expect(h.loop.dialect).toBe('xboard');
      expect(h.send('uci')).toEqual(['Error (unknown command): uci', "# ERR_UNKNOWN_COMMAND: 'uci'"]);
    }));

  test('quit and end of input in the console', () =>
    withHarness((h) => {
      h.send('quit');
      expect(h.quits).toBe(1);
      h.loop.onEnd();
      expect(h.quits).toBe(1);
    }));
});
