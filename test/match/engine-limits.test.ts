// Each engine's own limits in a match (`--depth1`/`--nodes1` ...): the runner sends every engine the match's limits
// with its own in their place, checked on what two scripted UCI engines (test/fixtures/go-recorder.mjs) receive.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runMatch } from '../../src/match/runner';

const RECORDER = resolve(__dirname, '../fixtures/go-recorder.mjs');
const folder = mkdtempSync(join(tmpdir(), 'topochess-engine-limits-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('node odds: each engine searches its own node count, and the match depth applies to both', async () => {
  const plies = 'e2e4 e7e5 g1f3 b8c6';
  const logs = [join(folder, 'first.log'), join(folder, 'second.log')];
  await runMatch(
    {
      engines: [
        { command: `node ${RECORDER} ${logs[0]} ${plies}`, protocol: 'uci', nodes: 1300 },
        { command: `node ${RECORDER} ${logs[1]} ${plies}`, protocol: 'uci', nodes: 1000 },
      ],
      variant: 'normal',
      games: 2,
      limits: { depth: 30 },
      openings: 'none',
      seed: 1,
      concurrency: 1,
      adjudication: { maxPlies: 4 },
      marginMs: 100,
      moveTimeoutMs: 30_000,
    },
    { progress: () => undefined },
  );
  const goLines = logs.map((log) => readFileSync(log, 'utf8').trim().split('\n'));
  // Two games of four plies: each engine moves twice in each.
  expect(goLines[0]).toEqual(Array(4).fill('go depth 30 nodes 1300'));
  expect(goLines[1]).toEqual(Array(4).fill('go depth 30 nodes 1000'));
});
