// Every picture in docs/img/ and the `topochess diagram` arguments that draw it. `make diagrams` runs this file to
// redraw them all with the bundle; test/docs/diagrams.test.ts draws each in-process and fails if a committed file
// differs. Marks that show a piece's reach are computed here from the rules' geometry (ring steps, torus steps) or
// asked of the engine with `moves` (the legal landing cells in the position, whose kings stand out of the way).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const IMG_DIR = join(ROOT, 'docs', 'img');

// sesqui: the ring's cells by index 0..47, eight sectors of six.
const ring = (i) => 'abcdefgh'[Math.floor((((i % 48) + 48) % 48) / 6)] + String(((((i % 48) + 48) % 48) % 6) + 1);
const ringCells = (from, offsets) => offsets.map((d) => ring(from + d)).join(',');
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, k) => a + k);

// besiege: (X, Y) with X 0..19, Y 0..9, and one step of the twisted torus (rank 10 of one board joins rank 1 of the
// other board, file a joins file t).
const besiegeName = ([x, y]) => 'abcdefghijklmnopqrst'[x] + String(y + 1);
function besiegeStep([x0, y0], [dx, dy]) {
  let x = x0 + dx;
  let y = y0 + dy;
  if (y > 9) [x, y] = [x + 10, y - 10];
  if (y < 0) [x, y] = [x - 10, y + 10];
  return [((x % 20) + 20) % 20, y];
}
/** Every cell a slider reaches from `at` on an empty board along `dirs`, up to `length` steps. */
function besiegeSlides(at, dirs, length) {
  const cells = new Set();
  for (const dir of dirs) {
    let cell = at;
    for (let step = 0; step < length; step++) {
      cell = besiegeStep(cell, dir);
      if (cell[0] === at[0] && cell[1] === at[1]) break;
      cells.add(besiegeName(cell));
    }
  }
  return cells;
}
const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const BISHOP_DIRS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KNIGHT_LEAPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const E5 = [4, 4];
const besiegeRook = besiegeSlides(E5, ROOK_DIRS, 19);
const besiegeBishop = besiegeSlides(E5, BISHOP_DIRS, 9);
const besiegeKnight = new Set(KNIGHT_LEAPS.map((leap) => besiegeName(besiegeStep(E5, leap))));
const join_ = (...sets) => [...new Set(sets.flatMap((set) => [...set]))].sort().join(',');

export const DIAGRAMS = [
  // normal
  { file: 'normal-start.svg', variant: 'normal' },
  { file: 'normal-king.svg', variant: 'normal', position: '7k/8/8/8/4K3/8/8/8 w - - 0 1', moves: 'e4' },
  { file: 'normal-queen.svg', variant: 'normal', position: 'k7/8/8/8/3Q4/8/8/7K w - - 0 1', moves: 'd4' },
  { file: 'normal-rook.svg', variant: 'normal', position: 'k7/8/8/8/3R4/8/8/7K w - - 0 1', moves: 'd4' },
  { file: 'normal-bishop.svg', variant: 'normal', position: 'k7/8/8/8/3B4/8/8/7K w - - 0 1', moves: 'd4' },
  { file: 'normal-knight.svg', variant: 'normal', position: 'k7/8/8/8/3N4/8/8/7K w - - 0 1', moves: 'd4' },
  { file: 'normal-pawn.svg', variant: 'normal', position: 'k7/8/8/8/8/3p1p2/4P3/7K w - - 0 1', moves: 'e2' },
  {
    file: 'normal-castling.svg',
    variant: 'normal',
    position: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1',
    arrows: 'e1-g1,h1-f1,e1-c1,a1-d1',
  },
  {
    file: 'normal-en-passant.svg',
    variant: 'normal',
    position: 'k7/8/8/3pP3/8/8/8/7K w - d6 0 1',
    mark: 'd5',
    arrows: 'd7-d5,e5-d6',
  },
  { file: 'normal-promotion.svg', variant: 'normal', position: 'k7/4P3/8/8/8/8/8/7K w - - 0 1', arrows: 'e7-e8' },
  // msg
  {
    file: 'msg-merge.svg',
    variant: 'msg',
    position: '4k3/8/8/8/8/5N2/4P3/R3R2K w - - 0 1 00',
    arrows: 'a1-e1,e2-f3',
  },
  {
    file: 'msg-split.svg',
    variant: 'msg',
    position: '4k3/8/8/3R4/8/8/8/3Q3K w - - 0 1 00',
    mark: 'c5,e5,d6,d4',
    arrows: 'd1-d5',
  },
  {
    file: 'msg-gallop.svg',
    variant: 'msg',
    position: '4k3/8/8/8/8/3N4/8/2N4K w - - 0 1 00',
    mark: 'b2,b4,c5,e5,f4,f2,e1',
    arrows: 'c1-d3,d3-e5',
  },
  // stack
  { file: 'stack-start.svg', variant: 'stack' },
  { file: 'stack-move.svg', variant: 'stack', position: '10/10/10/10/10/10/3C6/10/10/9c w 0 1', moves: 'd4' },
  {
    file: 'stack-capture-merge.svg',
    variant: 'stack',
    position: '10/10/10/10/3B6/10/3D1d4/10/10/10 w 0 1',
    arrows: 'd4-d6,d4-f4',
  },
  // sesqui
  { file: 'sesqui-start.svg', variant: 'sesqui' },
  {
    file: 'sesqui-rook.svg',
    variant: 'sesqui',
    position: 'empty',
    pieces: 'w:R@a1',
    mark: ringCells(0, range(1, 47)),
  },
  {
    file: 'sesqui-bishop.svg',
    variant: 'sesqui',
    position: 'empty',
    pieces: 'w:B@a1',
    mark: ringCells(
      0,
      range(1, 23).map((k) => 2 * k),
    ),
  },
  {
    file: 'sesqui-knight.svg',
    variant: 'sesqui',
    position: 'empty',
    pieces: 'w:N@a1',
    mark: ringCells(0, [3, -3, 23, -23]),
  },
  {
    file: 'sesqui-king.svg',
    variant: 'sesqui',
    position: 'empty',
    pieces: 'w:K@a1',
    mark: ringCells(0, [1, -1, 2, -2, 24]),
  },
  { file: 'sesqui-pawn.svg', variant: 'sesqui', position: 'empty', pieces: 'w:P@a1', mark: ringCells(0, [-1, -2]) },
  {
    file: 'sesqui-across.svg',
    variant: 'sesqui',
    position: 'empty',
    pieces: 'w:R@a4,b:q@e4',
    mark: 'e4',
    arrows: 'a4-e4',
  },
  { file: 'sesqui-promotion.svg', variant: 'sesqui', mark: 'c4,c5,g4,g5' },
  // besiege
  { file: 'besiege-start.svg', variant: 'besiege' },
  {
    file: 'besiege-joins.svg',
    variant: 'besiege',
    position: 'empty',
    mark: 'e10,o1,o10,e1,t5,a5',
    arrows: 'e10-o1,o10-e1,t5-a5',
  },
  {
    file: 'besiege-rook.svg',
    variant: 'besiege',
    position: 'empty',
    pieces: 'w:R@e5',
    mark: join_(besiegeRook),
  },
  {
    file: 'besiege-bishop.svg',
    variant: 'besiege',
    position: 'empty',
    pieces: 'w:B@e5',
    mark: join_(besiegeBishop),
  },
  {
    file: 'besiege-knight.svg',
    variant: 'besiege',
    position: 'empty',
    pieces: 'w:N@a1',
    mark: 'b3,c2,i10,j9,l9,m10,s2,t3',
  },
  {
    file: 'besiege-ace.svg',
    variant: 'besiege',
    position: 'empty',
    pieces: 'w:A@e5',
    mark: join_(besiegeRook, besiegeBishop, besiegeKnight),
  },
  {
    file: 'besiege-pawns.svg',
    variant: 'besiege',
    position: '17k2/20/20/20/1n10n7/2P8P8/20/20/20/5K14 w 0 1',
    moves: 'c5,l5',
  },
  { file: 'besiege-promotion.svg', variant: 'besiege', mark: join_(besiegePromotion()) },
  // salmon
  { file: 'salmon-layer5.svg', variant: 'salmon', layer: '5' },
  {
    file: 'salmon-centre.svg',
    variant: 'salmon',
    position: 'empty',
    layer: '5',
    mark: 'abcdefghij'
      .toUpperCase()
      .split('')
      .map((p) => `${p}5e10`)
      .join(','),
    arrows: 'A5e5-A5e10,A5e10-F5e10,F5e10-F5e5',
    crop: true,
  },
  {
    file: 'salmon-rook.svg',
    variant: 'salmon',
    position: 'A 0 - CDEFGHIJ A:1@A5f2,16@A5c7;B:1@B5f2 0',
    layer: '5',
    moves: 'A5c7',
  },
  {
    file: 'salmon-centaur.svg',
    variant: 'salmon',
    position: 'A 0 - CDEFGHIJ A:1@A5c7;B:1@B5f2 0',
    layer: '4,5,6',
    moves: 'A5c7',
    crop: true,
  },
  {
    file: 'salmon-promotion.svg',
    variant: 'salmon',
    position: 'empty',
    layer: '5',
    pieces: 'A:n@A5e7',
    mark: 'A5e10,J5e10,A5d10,A5e9,J5d10,J5e9',
    crop: true,
  },
  ...range(1, 50).map((n) => ({
    file: `salmon-piece-${n}.svg`,
    variant: 'salmon',
    figure: `A:#${n}`,
  })),
  // cylinder: reach asked of the engine with `moves`; no arrows, since an arrow across the edge would be drawn
  // straight over the board the wrong way
  { file: 'cylinder-start.svg', variant: 'cylinder' },
  ...[
    ['rook', '7k/8/8/8/1R2P3/8/8/K7 w - - 0 1', 'b4'],
    ['bishop', '3k4/8/8/8/1B5K/8/8/8 w - - 0 1', 'b4'],
    ['knight', '4k3/8/8/8/N7/8/8/4K3 w - - 0 1', 'a4'],
    ['en-passant', '4k3/8/8/p6P/8/8/8/4K3 w - a6 0 2', 'h5'],
  ].map(([name, position, moves]) => ({ file: `cylinder-${name}.svg`, variant: 'cylinder', position, moves })),
];

/** Cells where Black's non-pawns start: White's promotion cells (m3-r8). */
function besiegePromotion() {
  const cells = new Set();
  for (const x of range(12, 17)) for (const y of range(2, 7)) cells.add(besiegeName([x, y]));
  return cells;
}

/** `topochess diagram` arguments for one entry. */
export function diagramArgs(entry, out) {
  const args = ['diagram', entry.variant];
  for (const key of ['position', 'pieces', 'mark', 'moves', 'arrows', 'layer', 'figure'])
    if (entry[key] !== undefined) args.push(`--${key}`, entry[key]);
  if (entry.crop === true) args.push('--crop');
  return [...args, '--out', out];
}

/**
 * Draws every entry through the command line itself (src/cli/cli.ts bundled once with esbuild and run in this process,
 * so each variant's engine is built once instead of once per picture).
 */
async function drawAll() {
  const { buildSync } = await import('esbuild');
  const { COMMON_OPTIONS, embedDefine } = await import('./esbuild-options.mjs');
  const built = buildSync({
    ...COMMON_OPTIONS,
    entryPoints: [join(ROOT, 'src/cli/cli.ts')],
    define: embedDefine(),
    write: false,
  });
  const cliFile = join(ROOT, 'dist', 'diagrams-cli.cjs');
  mkdirSync(dirname(cliFile), { recursive: true });
  writeFileSync(cliFile, built.outputFiles[0].text);
  const { runCli } = createRequire(import.meta.url)(cliFile);
  mkdirSync(IMG_DIR, { recursive: true });
  for (const entry of DIAGRAMS) {
    const errors = [];
    process.exitCode = 0;
    await runCli(diagramArgs(entry, join(IMG_DIR, entry.file)), { out: () => {}, err: (line) => errors.push(line) });
    if (process.exitCode !== 0 || errors.length > 0) {
      process.stderr.write(`${entry.file}: ${errors.join('\n')}\n`);
      process.exit(1);
    }
  }
  process.stdout.write(`${DIAGRAMS.length} diagrams in docs/img/\n`);
}

// No top-level await: the bundler's settings (esbuild-options.mjs) import the list, and vitest loads those as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url))
  drawAll().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
