// The network's loops (engines/common/net-kernel.ts): the WebAssembly SIMD kernel and the JavaScript one must give the
// same bits for every operation, so that the engine searches alike with either; and the committed bytes must be
// net-kernel.wat compiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createNetKernel, hasWasmSimd, type NetKernel } from '../../engines/common/net-kernel';
import { random } from '../helpers/playouts';
// @ts-expect-error: a script without type declarations
import { kernelModuleText } from '../../scripts/net-kernel.mjs';

const ROOT = join(__dirname, '../..');
const HIDDEN = 64;
const INPUTS = 768;
const ONE = 1024;
const PLIES = 40;

describe('the network kernel', () => {
  test('the committed bytes are net-kernel.wat compiled', async () => {
    const wat = readFileSync(join(ROOT, 'engines/common/net-kernel.wat'), 'utf8');
    const committed = readFileSync(join(ROOT, 'engines/common/net-kernel-wasm.ts'), 'utf8');
    expect(committed).toBe(await kernelModuleText(wat));
  });

  test('this runtime runs the SIMD kernel (so that the suite tests it, not only the fallback)', () => {
    expect(hasWasmSimd()).toBe(true);
    expect(createNetKernel(new Int16Array(4), new Float32Array(8)).simd).toBe(true);
  });

  test('SIMD and JavaScript give the same sums and outputs through seeded operations', () => {
    const next = random(11);
    const rows = Int16Array.from({ length: INPUTS * HIDDEN }, () => Math.round((next() - 0.5) * 400));
    const weights = Float32Array.from({ length: 4 * 2 * HIDDEN }, () => (next() - 0.5) / 50);
    const kernels: NetKernel[] = [createNetKernel(rows, weights, true), createNetKernel(rows, weights, false)];
    expect(kernels.map((kernel) => kernel.simd)).toEqual([true, false]);
    const row = (): number => Math.floor(next() * INPUTS) * HIDDEN;
    const ply = (): number => Math.floor(next() * PLIES) * 2 * HIDDEN;
    for (const kernel of kernels) kernel.reserve(PLIES * 2 * HIDDEN);
    const start = Int32Array.from({ length: PLIES * 2 * HIDDEN }, () => Math.round((next() - 0.4) * 3 * ONE));
    for (const kernel of kernels) kernel.sums.set(start);
    let outputs = 0;
    for (let step = 0; step < 3000; step++) {
      const choice = next();
      if (choice < 0.4) {
        const [to, from, added, removed] = [ply(), ply(), row(), row()];
        for (const kernel of kernels) kernel.moveRow(to, from, added, removed, HIDDEN);
      } else if (choice < 0.7) {
        const [base, added, sign] = [ply() + (next() < 0.5 ? 0 : HIDDEN), row(), next() < 0.5 ? 1 : -1];
        for (const kernel of kernels) kernel.addRow(base, added, sign, HIDDEN);
      } else {
        const [own, other, at] = [ply(), ply() + HIDDEN, Math.floor(next() * 4) * 2 * HIDDEN];
        const squared = next() < 0.5 ? 1 : 0;
        const [simd, script] = kernels.map((kernel) => kernel.output(own, other, at, HIDDEN, ONE, squared));
        expect(simd).toBe(script);
        outputs += simd === 0 ? 0 : 1;
      }
    }
    expect(outputs).toBeGreaterThan(500);
    expect(kernels[0].sums).toEqual(kernels[1].sums);
    expect(kernels[0].sums).not.toEqual(start);
  });

  test('units are the sums clamped to 0..one, squared when asked', () => {
    for (const simd of [true, false]) {
      const kernel = createNetKernel(new Int16Array(4), Float32Array.from([1, 2, 3, 4, 0.5, 0.5, 0.5, 0.5]), simd);
      kernel.reserve(8);
      kernel.sums.set([-5, 3, 20, 9, 10, 0, 1, 2]);
      // Own units clamp(−5, 3, 20, 9) to 0..10 = 0, 3, 10, 9; the other's 10, 0, 1, 2.
      expect(kernel.output(0, 4, 0, 4, 10, 0)).toBe(3 * 2 + 10 * 3 + 9 * 4 + 0.5 * (10 + 0 + 1 + 2));
      expect(kernel.output(0, 4, 0, 4, 10, 1)).toBe(9 * 2 + 100 * 3 + 81 * 4 + 0.5 * (100 + 0 + 1 + 4));
    }
  });

  test('growing the sums keeps what they hold', () => {
    for (const simd of [true, false]) {
      const kernel = createNetKernel(new Int16Array(INPUTS * HIDDEN).fill(3), new Float32Array(2 * HIDDEN), simd);
      kernel.reserve(2 * HIDDEN);
      kernel.addRow(HIDDEN, 5 * HIDDEN, 1, HIDDEN);
      kernel.reserve(200_000);
      expect(kernel.sums.length).toBe(200_000);
      expect(Array.from(kernel.sums.subarray(0, 2 * HIDDEN))).toEqual([
        ...new Array<number>(HIDDEN).fill(0),
        ...new Array<number>(HIDDEN).fill(3),
      ]);
    }
  });
});
