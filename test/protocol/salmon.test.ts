// UCI transcripts for the ten-player variant: whole turns in `position … moves` and `bestmove`, perft over sub-moves,
// `moves` with the end of the turn, `result` with player letters, bad turns refused with the position unchanged, and
// a planning search that answers stop at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from './harness';

const TURN = /^[A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?(,[A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?)*$|^pass$/;

describe('salmon over UCI', () => {
  let h: Harness;
  beforeAll(async () => {
    h = new Harness();
    expect(await h.ready('uci', 'setoption name UCI_Variant value salmon')).toContain('readyok');
  });
  afterAll(() => h.close());

  const sideToMove = (): string => {
    const board = h.send('d');
    return /^Salmon P\. Chess: ([A-J]) to move/.exec(board[0])![1];
  };
  // `moves` comes in lines of at most 500 moves.
  const legal = (): string[] => h.send('moves').flatMap((line) => line.replace(/^info string moves ?/, '').split(' '));

  it('counts 1,274 first sub-moves with go perft 1 and lists them with the end of the turn', async () => {
    h.send('position startpos', 'go perft 1');
    const lines = await h.until(/^Nodes searched/);
    expect(lines.at(-1)).toBe('Nodes searched: 1274');
    expect(lines.filter((l) => /^[A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?: 1$/.test(l))).toHaveLength(1274);
    const moves = legal();
    expect(moves).toHaveLength(1275);
    expect(moves.at(-1)).toBe('pass');
    expect(h.send('result')).toEqual(['info string result ongoing']);
  });

  it('takes whole turns in position … moves, in turn order, and refuses bad turns without changing anything', () => {
    h.send('position startpos');
    const all = legal().filter((m) => m !== 'pass');
    const a = all[0];
    const b = all.find((m) => m.slice(0, 4) !== a.slice(0, 4))!; // another piece: each piece moves once a turn
    expect(h.send(`position startpos moves ${a},${b}`)).toEqual([]);
    expect(sideToMove()).toBe('D');
    expect(h.send('position startpos moves pass pass pass')).toEqual([]);
    expect(sideToMove()).toBe('J');
    const before = h.send('d').at(-1);
    for (const bad of [`${a},${a}`, 'A1a1A1a2', 'pass,pass', 'nonsense']) {
      const reply = h.send(`position startpos moves pass ${bad}`);
      expect(reply).toHaveLength(1);
      expect(reply[0]).toMatch(/^info string error ERR_(BAD|ILLEGAL)_MOVE .*\(turn 2 of 2\); position unchanged$/);
      expect(h.send('d').at(-1)).toBe(before);
    }
  });

  it('keeps a turn open with a trailing comma: the next token continues it', () => {
    h.send('position startpos');
    const [first] = legal();
    expect(h.send(`position startpos moves ${first},`)).toEqual([]);
    expect(sideToMove()).toBe('A');
    const next = legal();
    expect(next).not.toContain(first);
    expect(next.at(-1)).toBe('pass');
    expect(h.send(`position startpos moves ${first}, ${next[0]}`)).toEqual([]);
    expect(sideToMove()).toBe('D');
    expect(h.send('position startpos moves pass,')[0]).toMatch(/ERR_BAD_MOVE/);
  });

  it('says whose turn it is and how far into it with `turn`, as board views need', () => {
    h.send('position startpos');
    expect(h.send('turn')).toEqual(['info string turn A move 1 of 10 end yes']);
    const [first] = legal();
    h.send(`position startpos moves ${first},`);
    expect(h.send('turn')).toEqual(['info string turn A move 2 of 10 end yes']);
    h.send(`position startpos moves ${first}`);
    expect(h.send('turn')).toEqual(['info string turn D move 1 of 10 end yes']);
  });

  it('answers go with a whole legal turn that the next position command accepts', async () => {
    h.send('position startpos moves pass', 'go nodes 3000');
    const lines = await h.until(/^bestmove /);
    const best = lines.at(-1)!.replace(/^bestmove /, '');
    expect(best).toMatch(TURN);
    expect(lines.some((l) => /^info depth \d+ .*pv \S+$/.test(l))).toBe(true);
    expect(h.send(`position startpos moves pass ${best}`)).toEqual([]);
    expect(sideToMove()).toBe('G');
  });

  it('MultiPV 3 reports the three best turns with multipv 1..3; bestmove is line 1; a weak level plays a legal turn', async () => {
    h.send('setoption name MultiPV value 3', 'position startpos moves pass', 'go nodes 3000');
    const lines = await h.until(/^bestmove /);
    const last = lines.filter((l) => /^info depth /.test(l)).slice(-3);
    expect(last.map((l) => /multipv (\d+)/.exec(l)![1])).toEqual(['1', '2', '3']);
    const turns = last.map((l) => / pv (\S+)$/.exec(l)![1]);
    expect(new Set(turns).size).toBe(3);
    expect(lines.at(-1)).toBe(`bestmove ${turns[0]}`);
    h.send('setoption name MultiPV value 1', 'setoption name Skill Level value 0', 'go');
    const weak = (await h.until(/^bestmove /)).at(-1)!.replace(/^bestmove /, '');
    expect(weak).toMatch(TURN);
    expect(h.send(`position startpos moves pass ${weak}`, 'setoption name Skill Level value 20')).toEqual([]);
  });

  it('answers stop during an infinite turn search with a legal turn', async () => {
    h.send('position startpos', 'go infinite');
    await h.until(/^info depth/);
    h.send('stop');
    const best = (await h.until(/^bestmove /)).at(-1)!.replace(/^bestmove /, '');
    expect(best).toMatch(TURN);
    expect(h.send(`position startpos moves ${best}`)).toEqual([]);
  });

  it('answers a ponder search at ponderhit with a legal turn', async () => {
    h.send('position startpos moves pass', 'go ponder nodes 2000');
    await h.until(/^info depth/);
    h.send('ponderhit');
    const best = (await h.until(/^bestmove /)).at(-1)!.replace(/^bestmove /, '');
    expect(best).toMatch(TURN);
    expect(h.send(`position startpos moves pass ${best}`)).toEqual([]);
  });

  it('names the winner by letter once the last rival centaur falls', async () => {
    // The position text is longer than a protocol line: `d` continues it on `+` lines.
    h.send('position startpos');
    const board = h.send('d');
    const at = board.findIndex((line) => line.startsWith('Fen: '));
    const text = [board[at].replace(/^Fen: /, ''), ...board.slice(at + 1).map((line) => line.replace(/^\+/, ''))].join(
      '',
    );
    expect(board.slice(at + 1).every((line) => line.startsWith('+') && line.length <= 7001)).toBe(true);
    expect(text.startsWith('A 0 - - A:')).toBe(true);
    expect(h.send(`position fen ${text}`)).toEqual([]);
    // A alone with a rook, B's centaur in its line, everyone else gone.
    const small = 'A 0 - CDEFGHIJ A:1@A1a1,16@A5c2;B:1@A5c8 0';
    expect(h.send(`position fen ${small}`)).toEqual([]);
    expect(h.send('result')).toEqual(['info string result ongoing']);
    expect(h.send(`position fen ${small} moves A5c2A5c8`)).toEqual([]);
    expect(h.send('result')).toEqual(['info string result win A last King Centaur standing']);
    h.send('go movetime 100');
    expect((await h.until(/^bestmove /)).at(-1)).toBe('bestmove (none)');
  });
});
