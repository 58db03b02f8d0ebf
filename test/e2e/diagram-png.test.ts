// `topochess diagram --png` from the packaged binary with Debian's chromium: the SVG and a PNG of the same size are
// written; the same command twice gives the same SVG bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BINARY } from '../helpers/engine-process';
import { makeTempDir } from '../helpers/temp-dir';

const CHROMIUM = '/usr/bin/chromium';

test('diagram --png: an SVG and a PNG of its size, by headless Chromium', () => {
  expect(existsSync(CHROMIUM), `${CHROMIUM} missing: run make system-deps`).toBe(true);
  const dir = makeTempDir('topochess-png-');
  const svgFile = join(dir, 'board.svg');
  const args = ['diagram', 'besiege', '--mark', 'e10,o1', '--arrows', 'e10-o1', '--out', svgFile, '--png'];
  const run = spawnSync(BINARY, args, { env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const svg = readFileSync(svgFile, 'utf8');
  const png = readFileSync(join(dir, 'board.png'));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect(png.readUInt32BE(16)).toBe(Number(/width="(\d+)"/.exec(svg)?.[1]));
  expect(png.readUInt32BE(20)).toBe(Number(/height="(\d+)"/.exec(svg)?.[1]));
  const again = spawnSync(BINARY, args.slice(0, -3), { env: {}, encoding: 'utf8' });
  expect(again.stdout).toBe(svg);
});
