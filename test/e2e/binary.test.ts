// End-to-end: the packaged binary, started with an empty environment (no node on PATH), as GUIs start it.
import { afterEach, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { VARIANTS } from '../../src/core/types';
import { BINARY, EngineProcess } from '../helpers/engine-process';

const running: EngineProcess[] = [];
function start(): EngineProcess {
  const engine = new EngineProcess(BINARY);
  running.push(engine);
  return engine;
}
afterEach(() => {
  for (const engine of running.splice(0)) engine.kill();
});

describe('packaged binary', () => {
  test('--help lists the sub-commands without node on PATH', () => {
    const run = spawnSync(BINARY, ['--help'], { env: {}, encoding: 'utf8' });
    expect(run.status).toBe(0);
    for (const command of [
      'perft',
      'bench',
      'topology',
      'diagram',
      'play',
      'gui',
      'tune',
      'train',
      'datagen',
      'spsa',
      'salmon-duel',
    ])
      expect(run.stdout).toMatch(new RegExp(`^\\s+topochess ${command}`, 'm'));
  });

  test('perft sub-command counts the start position', () => {
    const run = spawnSync(BINARY, ['perft', '4'], { env: {}, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/197281/);
  });

  test('UCI handshake, go perft, and a depth-limited search', async () => {
    const engine = start();
    await engine.ask('uci', /^uciok$/);
    expect(engine.lines.map((r) => r.line)).toContain(
      `option name UCI_Variant type combo default normal var ${VARIANTS.join(' var ')}`,
    );
    await engine.ask('isready', /^readyok$/);
    engine.send('position startpos');
    const perft = await engine.ask('go perft 4', /^Nodes searched: \d+$/);
    expect(perft.line).toBe('Nodes searched: 197281');
    engine.send('position startpos moves e2e4 e7e5');
    const best = await engine.ask('go depth 6', /^bestmove /);
    expect(best.line).toMatch(/^bestmove [a-h][1-8][a-h][1-8][qrbn]? ponder [a-h][1-8][a-h][1-8][qrbn]?$/);
    engine.send('quit');
    expect(await engine.exit()).toBe(0);
  });

  // How fast isready, stop, ? and ping are answered is measured by `make latency` (scripts/latency.mjs), not asserted.
  test('isready is answered in the middle of a search, and stop ends it with one bestmove', async () => {
    const engine = start();
    await engine.ask('uci', /^uciok$/);
    engine.send('position startpos');
    engine.send('go infinite');
    const deep = await engine.waitFor(/^info depth 3 /);
    for (let i = 0; i < 5; i++) await engine.ask('isready', /^readyok$/);
    expect(engine.lines.slice(deep.index).some((r) => r.line.startsWith('bestmove'))).toBe(false);
    await engine.ask('stop', /^bestmove /);
    await engine.ask('isready', /^readyok$/);
    expect(engine.lines.filter((r) => r.line.startsWith('bestmove')).length).toBe(1);
    engine.send('quit');
    expect(await engine.exit()).toBe(0);
  });

  test('XBoard: features, ? moves now, ping answered after the move, quit mid-search', async () => {
    const engine = start();
    engine.send('xboard');
    await engine.ask('protover 2', /^feature .*done=1/);
    expect(engine.lines.some((r) => /variants="normal/.test(r.line))).toBe(true);
    for (const line of ['new', 'post', 'force', 'usermove e2e4', 'usermove e7e5', 'st 30']) engine.send(line);
    let from = engine.lines.length;
    engine.send('go'); // thinks as White for up to 30 s
    await engine.waitFor(/^\s*\d+ -?\d+ \d+ \d+/, 30_000, from); // thinking output
    // st 30: the move that follows `?` is the answer to it, not the end of the think.
    await engine.ask('?', /^move /);
    await engine.ask('ping 7', /^pong 7$/);
    from = engine.lines.length;
    engine.send('usermove b8c6'); // now it thinks as White again
    await engine.waitFor(/^\s*\d+ -?\d+ \d+ \d+/, 30_000, from);
    engine.send('quit');
    expect(await engine.exit()).toBe(0);
  });

  test('salmon: whole turns in and out, isready and stop answered while a turn is planned, bad turns refused', async () => {
    const engine = start();
    await engine.ask('uci', /^uciok$/);
    engine.send('setoption name UCI_Variant value salmon');
    await engine.ask('isready', /^readyok$/, 30_000);
    const perft = await engine.ask('go perft 1', /^Nodes searched: \d+$/, 30_000);
    expect(perft.line).toBe('Nodes searched: 1274');
    engine.send('position startpos moves pass');
    const turn = (await engine.ask('go movetime 300', /^bestmove /, 10_000)).line.replace(/^bestmove /, '');
    expect(turn).toMatch(/^([A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?)(,[A-J]\d+[a-j]\d+[A-J]\d+[a-j]\d+\*?)*$|^pass$/);
    engine.send(`position startpos moves pass ${turn}`);
    await engine.ask('result', /^info string result ongoing$/);
    await engine.ask(
      `position startpos moves pass ${turn} ${turn}`,
      /^info string error ERR_(ILLEGAL|BAD)_MOVE .*position unchanged$/,
    );
    const from = engine.lines.length;
    engine.send('go infinite');
    const planning = await engine.waitFor(/^info depth /, 30_000, from);
    for (let i = 0; i < 5; i++) await engine.ask('isready', /^readyok$/);
    expect(engine.lines.slice(planning.index).some((r) => r.line.startsWith('bestmove'))).toBe(false);
    const stop = await engine.ask('stop', /^bestmove /);
    expect(stop.line).toMatch(/^bestmove (\S+,)*\S+$/);
    engine.send('quit');
    expect(await engine.exit()).toBe(0);
  });

  test('EOF during a search ends the process cleanly, and SIGINT is ignored', async () => {
    const engine = start();
    await engine.ask('uci', /^uciok$/);
    engine.signal('SIGINT');
    await engine.ask('isready', /^readyok$/);
    engine.send('go infinite');
    await engine.waitFor(/^info depth 2 /);
    engine.closeInput();
    expect(await engine.exit()).toBe(0);
  });

  test('bad input in both dialects is answered and the engine keeps serving', async () => {
    const engine = start();
    await engine.ask('uci', /^uciok$/);
    await engine.ask('x'.repeat(1 << 20), /^info string /);
    await engine.ask('position fen not/a/fen w - - 0 1', /^info string .*ERR_BAD_POSITION/);
    await engine.ask('position startpos moves e2e5', /^info string .*ERR_ILLEGAL_MOVE/);
    await engine.ask('go depth 1', /^bestmove [a-h]/);
    const xb = start();
    xb.send('xboard');
    await xb.ask('protover 2', /done=1/);
    await xb.ask('frobnicate', /^Error \(unknown command\): frobnicate/);
    xb.send('force');
    await xb.ask('usermove e2e5', /^Illegal move: e2e5/);
    await xb.ask('ping 3', /^pong 3$/);
  });
});
