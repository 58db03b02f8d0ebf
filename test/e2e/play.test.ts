// End-to-end: `topochess play` driven through a pipe (stdin not a TTY, so plain line reading) for every variant.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { VARIANTS } from '../../src/core/types';
import { BINARY } from '../helpers/engine-process';

const running: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});

/** Starts `play` and returns a function that sends a line and waits until the output matches `until`. */
function startPlay(
  variant: string,
  extra: readonly string[] = [],
): {
  send(line: string, until: RegExp): Promise<string>;
  output(): string;
  exit: Promise<number | null>;
} {
  const child = spawn(BINARY, ['play', '--variant', variant, '--depth', '1', ...extra], { env: {} });
  running.push(child);
  let text = '';
  let mark = 0;
  let check: (() => void) | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    check?.();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const send = (line: string, until: RegExp): Promise<string> =>
    new Promise((resolve, reject) => {
      const from = mark;
      const timer = setTimeout(() => reject(new Error(`no ${until} after '${line}':\n${text.slice(from)}`)), 20_000);
      check = () => {
        const fresh = text.slice(from);
        const found = until.exec(fresh);
        if (found) {
          clearTimeout(timer);
          check = undefined;
          mark = from + found.index + found[0].length;
          resolve(fresh.slice(0, found.index + found[0].length));
        }
      };
      if (line !== '') child.stdin.write(line + '\n');
      check();
    });
  return { send, output: () => text, exit };
}

describe('topochess play through a pipe', () => {
  test.each([...VARIANTS.filter((v) => v !== 'salmon')])(
    '%s: board, help, bad move, a move and the reply, undo, new, quit',
    async (variant) => {
      const play = startPlay(variant);
      const board = await play.send('', /move> /);
      expect(board).toMatch(/you play White;/);
      expect(board.split('\n').length).toBeGreaterThan(4);
      // The engine's debug lines are not for players.
      expect(board).not.toMatch(/^(Key|Checkers):/m);
      expect(await play.send('help', /move> /)).toMatch(/undo/);
      expect(await play.send('nonsense', /move> /)).toMatch(/Move 'nonsense' not played: /);
      const moves = (await play.send('moves', /move> /)).split('\n')[0].trim().split(/\s+/);
      expect(moves.length).toBeGreaterThan(0);
      const reply = await play.send(moves[0], /move> /);
      // Numbered as on a score sheet: White's first move, then Black's reply.
      expect(reply).toMatch(/You play 1\. \S+/);
      expect(reply).toMatch(/Engine plays 1\.\.\. \S+/);
      expect(await play.send('undo', /move> /)).toMatch(/Took back 2 plies/);
      expect(await play.send('undo', /move> /)).toMatch(/Nothing to undo/);
      expect(await play.send('new', /move> /)).toMatch(/New game/);
      await play.send('quit', /Bye\./);
      expect(await play.exit).toBe(0);
    },
    30_000,
  );

  test('salmon: sub-moves one by one, moves and d follow the turn, pass, the nine engine turns, undo, layer, new', async () => {
    const play = startPlay('salmon');
    const prompt = /[A-J] \d+> /;
    const board = await play.send('', prompt);
    expect(board).toMatch(/you play A;/);
    expect(board).toMatch(/^Layer 5 of 10 [^]*^A's decant +B's decant$/m);
    expect(board).toMatch(/Salmon P\. Chess: A to move, sub-move 1 of 10/);
    expect(board).toMatch(/characters; 'fen' prints it/);
    expect(await play.send('help', prompt)).toMatch(/pass +end the turn/);
    const moves = (await play.send('moves', prompt)).split('\n')[0].trim().split(/\s+/);
    expect(moves.length).toBeGreaterThan(1000);
    expect(moves).toContain('pass');
    expect(await play.send(moves[0], /A 2> /)).toMatch(new RegExp(`Sub-move 1: ${moves[0]}`));
    expect(await play.send(moves[0], prompt)).toMatch(/not played/);
    // d draws the layer of the sub-move (A1a2A1a3: layer 1, the piece now on a3 of A's decant, a2 empty).
    const [, layer, rank] = /^A1a\d+A(\d+)a(\d+)$/.exec(moves[0]) ?? [];
    const drawn = await play.send('d', prompt);
    expect(drawn).toMatch(new RegExp(`sub-move 2 of 10[^]*This turn so far: ${moves[0]}`));
    expect(drawn).toMatch(new RegExp(`^Layer ${layer} of 10[^]*?^A's decant[^]*?^ ${rank} (?!\\.)\\S+ `, 'm'));
    expect(drawn).toMatch(/^A's decant[^]*?^ 2 \. /m);
    expect((await play.send('moves', prompt)).split(/\s+/)).not.toContain(moves[0]);
    // Layer 7 holds no King Centaur (they start on layer 5).
    const seventh = await play.send('layer 7', prompt);
    expect(seventh).toMatch(/^Layer 7 of 10[^]*^A's decant +B's decant$/m);
    expect(seventh).not.toMatch(/KC/);
    expect(await play.send('layer 11', prompt)).toMatch(/layer needs a number from 1 to 10/);
    const pieces = await play.send('help pieces', prompt);
    expect(pieces).toMatch(/^KC +King Centaur: one step in any direction/m);
    expect(pieces.match(/^\S+ +[^:\n]+: /gm)).toHaveLength(50);
    expect(pieces).toMatch(/'help pieces CODE' describes one/);
    expect(await play.send('help pieces pa', prompt)).toMatch(/^pa +Pao \(restricted pawn\): moves as the Pao/m);
    const reply = await play.send('pass', /A 1> /);
    expect(reply).toMatch(new RegExp(`You play ${moves[0]}\n`));
    expect((reply.match(/Engine plays [A-J]: \S+/g) ?? []).map((line) => line.slice(13, 14)).join('')).toBe(
      'DGJCFIBEH',
    );
    expect(await play.send('undo', prompt)).toMatch(/Took back 10 turns/);
    expect(await play.send('undo', prompt)).toMatch(/Nothing to undo/);
    expect(await play.send('new', prompt)).toMatch(/New game/);
    // Inside a turn, fen prints the whole position text, and go plays the rest of the turn after your sub-move.
    await play.send(moves[0], /A 2> /);
    expect(await play.send('fen', prompt)).toMatch(/^A 1 - - A:\S{14000,}/);
    expect(await play.send('go', /A 1> /)).toMatch(new RegExp(`Engine plays A: ${moves[0]}[,\n]`));
    await play.send('quit', /Bye\./);
    expect(await play.exit).toBe(0);
  });

  test('normal: SAN in and out, coordinates too, an ambiguous SAN refused, help pieces', async () => {
    const play = startPlay('normal');
    const san =
      /Engine plays \d+\.\.\. ([NBRQK][a-h]?[1-8]?x?[a-h][1-8]|[a-h](x[a-h])?[1-8](=[NBRQ])?|O-O(-O)?)[+#]?\n/;
    await play.send('', /move> /);
    const start = (await play.send('moves', /move> /)).split('\n')[0].trim().split(/\s+/);
    expect(start).toEqual(expect.arrayContaining(['e4', 'Nf3', 'Nc3', 'h3']));
    expect(start).not.toContain('e2e4');
    const first = await play.send('e4', /move> /);
    expect(first).toMatch(/You play 1\. e4\n/);
    expect(first).toMatch(san);
    const second = await play.send('b1c3', /move> /);
    expect(second).toMatch(/You play 2\. Nc3\n/);
    expect(second).toMatch(san);
    expect(await play.send('Ne2', /move> /)).toMatch(
      /Move 'Ne2' not played: 'Ne2' is ambiguous here \((c3, g1|g1, c3)\)/,
    );
    expect((await play.send('moves', /move> /)).split(/\s+/)).toEqual(expect.arrayContaining(['Nce2', 'Nge2']));
    // An illegal move says why: what does reach the cell, or that nothing can.
    expect(await play.send('Qxe8', /move> /)).toMatch(
      /Move 'Qxe8' not played: Qxe8 is not legal.*\(none of your pieces can go to e8 now\)/,
    );
    expect(await play.send('Qa3', /move> /)).toMatch(/Qa3 is not legal.*\(the moves to a3: a3\)/);
    const pieces = await play.send('help pieces', /move> /);
    expect(pieces).toMatch(/^N +Knight: leaps two cells/m);
    expect(pieces.match(/^[PNBRQK] +\w+: /gm)).toHaveLength(6);
    await play.send('quit', /Bye\./);
  });

  test('--side black: the engine opens as White, then the board and your prompt', async () => {
    const play = startPlay('normal', ['--side', 'black']);
    const opening = await play.send('', /move> /);
    expect(opening).toMatch(/you play Black;/);
    // The engine's first move, then the board after it (White's pawn or knight has left its start cell).
    expect(opening).toMatch(/Engine plays 1\. \S+\n[^]*Fen: \S+ b KQkq /);
    // Seen from Black's side: rank 1 at the top, the files from h to a.
    const rows = opening.split('\n').filter((line) => /\| \d+$/.test(line));
    expect(rows[0]).toMatch(/\| 1$/);
    expect(rows.at(-1)).toMatch(/^ \| r \| n \| b \| k \| q \| b \| n \| r \| 8$/);
    expect(opening).toMatch(/^ {3}h {3}g {3}f {3}e {3}d {3}c {3}b {3}a$/m);
    // Resigning ends the game: moves are refused until a new game or a take-back.
    expect(await play.send('resign', /move> /)).toMatch(/You resign: White wins\./);
    expect(await play.send('e5', /move> /)).toMatch(/Type 'new' for a new game/);
    await play.send('go', /You now play White\.[^]*move> /);
    await play.send('quit', /Bye\./);
  });

  test('a mistyped argument: its one-line error and a pointer to the help, not the whole help', async () => {
    const child = spawn(BINARY, ['play', '--levl', '3'], { env: {} });
    running.push(child);
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    expect(await new Promise((resolve) => child.on('exit', resolve))).not.toBe(0);
    expect(text).toMatch(/Unknown argument: levl/);
    expect(text).toMatch(/--help/);
    expect(text).not.toMatch(/Options:/);
  });

  test('--side refuses what is not a player, naming the choices', async () => {
    const play = startPlay('normal', ['--side', 'red']);
    expect(await play.exit).toBe(1);
    expect(play.output()).toMatch(/side 'red' is not a player \(white or black\)/);
  });

  test('end of input ends the game cleanly', async () => {
    const play = startPlay(VARIANTS[0]);
    await play.send('', /move> /);
    running[0].stdin.end();
    expect(await play.exit).toBe(0);
    expect(play.output()).toMatch(/Bye\./);
  });
});
