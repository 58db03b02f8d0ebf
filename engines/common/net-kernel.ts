// The inner loops of a network's evaluation (engines/chess8/net.ts): the first layer's sums changed by a row of
// weights, and the output layer's dot product. They run in WebAssembly SIMD (net-kernel.wat: four lanes at a time,
// several times faster than the same loops in JavaScript) where the runtime has it, and in JavaScript otherwise,
// float32 step by float32 step in the same order, so that both give the same bits: the same evaluations and searches.
// The sums live in the kernel (in the WebAssembly memory), one area per thread that every position shares: net.ts
// keeps with each ply's sums the key of the position they were made for.
import { NET_KERNEL_WASM } from './net-kernel-wasm';
import { grown } from './ply-history';

/** The part of the WebAssembly API used here (the engine's TypeScript library is ES2022 alone, without the DOM). */
declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { readonly exports: object };
};

interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

export interface NetKernel {
  /** Whether the loops run in WebAssembly SIMD. */
  readonly simd: boolean;
  /** The first layer's sums (int32); a new array after `reserve` has grown them. */
  readonly sums: Int32Array;
  /** Makes `sums` at least this long, keeping what it holds. */
  reserve(length: number): void;
  /** sums[to + j] = sums[from + j] + rows[added + j] − rows[removed + j], j < count. */
  moveRow(to: number, from: number, added: number, removed: number, count: number): void;
  /** sums[base + j] += sign × rows[row + j], j < count. */
  addRow(base: number, row: number, sign: number, count: number): void;
  /**
   * Σ unit(sums[own + j]) × weights[at + j] + unit(sums[other + j]) × weights[at + count + j] over j < count, unit
   * being the sum clamped to 0..one, and squared if `squared` is 1 (0: not), in float32: lane j mod 4 of four sums,
   * then (lane 0 + lane 1) + (lane 2 + lane 3).
   */
  output(own: number, other: number, at: number, count: number, one: number, squared: number): number;
}

/**
 * The loops for the first layer's `rows` (int16) and the output `weights` (float32), `count`s being multiples of 4: in
 * WebAssembly SIMD (`simd` true), in JavaScript (false), or (undefined) the first where the runtime runs it.
 */
export function createNetKernel(rows: Int16Array, weights: Float32Array, simd?: boolean): NetKernel {
  if (simd === false) return scriptKernel(rows, weights);
  if (simd === true) return wasmKernel(rows, weights);
  try {
    // A page whose content security policy forbids compiling WebAssembly gets the JavaScript loops.
    return hasWasmSimd() ? wasmKernel(rows, weights) : scriptKernel(rows, weights);
  } catch {
    return scriptKernel(rows, weights);
  }
}

let bytes: Uint8Array | undefined;

/** net-kernel.wat compiled, decoded once. */
function kernelBytes(): Uint8Array {
  bytes ??= Uint8Array.from(atob(NET_KERNEL_WASM), (c) => c.charCodeAt(0));
  return bytes;
}

/** Whether this runtime runs net-kernel.wat (WebAssembly with SIMD). */
export function hasWasmSimd(): boolean {
  return typeof WebAssembly === 'object' && WebAssembly.validate(kernelBytes());
}

const PAGE = 65536;
const ALIGN = 16;

function aligned(bytes: number): number {
  return Math.ceil(bytes / ALIGN) * ALIGN;
}

interface KernelExports {
  readonly memory: WasmMemory;
  layout(rows: number, weights: number, sums: number): void;
  moveRow(to: number, from: number, added: number, removed: number, count: number): void;
  addRow(base: number, row: number, sign: number, count: number): void;
  output(own: number, other: number, at: number, count: number, one: number, squared: number): number;
}

function wasmKernel(rows: Int16Array, weights: Float32Array): NetKernel {
  const code = new WebAssembly.Instance(new WebAssembly.Module(kernelBytes())).exports as unknown as KernelExports;
  const memory = code.memory;
  const weightsAt = aligned(rows.byteLength);
  const sumsAt = aligned(weightsAt + weights.byteLength);
  memory.grow(Math.ceil(sumsAt / PAGE));
  new Int16Array(memory.buffer, 0, rows.length).set(rows);
  new Float32Array(memory.buffer, weightsAt, weights.length).set(weights);
  code.layout(0, weightsAt, sumsAt);
  const kernel = {
    simd: true,
    sums: new Int32Array(memory.buffer, sumsAt, 0),
    reserve(length: number): void {
      if (length <= kernel.sums.length) return;
      const end = sumsAt + length * 4;
      if (end > memory.buffer.byteLength) memory.grow(Math.ceil((end - memory.buffer.byteLength) / PAGE));
      kernel.sums = new Int32Array(memory.buffer, sumsAt, length);
    },
    moveRow: code.moveRow,
    addRow: code.addRow,
    output: code.output,
  };
  return kernel;
}

function scriptKernel(rows: Int16Array, weights: Float32Array): NetKernel {
  const f32 = Math.fround;
  const lanes = new Float64Array(4);
  const kernel = {
    simd: false,
    sums: new Int32Array(0),
    reserve(length: number): void {
      if (length > kernel.sums.length) kernel.sums = grown(kernel.sums, length);
    },
    moveRow(to: number, from: number, added: number, removed: number, count: number): void {
      const sums = kernel.sums;
      for (let j = 0; j < count; j++) sums[to + j] = sums[from + j] + rows[added + j] - rows[removed + j];
    },
    addRow(base: number, row: number, sign: number, count: number): void {
      const sums = kernel.sums;
      for (let j = 0; j < count; j++) sums[base + j] += sign * rows[row + j];
    },
    output(own: number, other: number, at: number, count: number, one: number, squared: number): number {
      const sums = kernel.sums;
      lanes.fill(0);
      for (let j = 0; j < count; j++) {
        const sum = sums[own + j];
        const theirSum = sums[other + j];
        const mine = sum < 0 ? 0 : sum > one ? one : sum;
        const theirs = theirSum < 0 ? 0 : theirSum > one ? one : theirSum;
        const lane = j & 3;
        const first = f32(lanes[lane] + f32((squared === 1 ? mine * mine : mine) * weights[at + j]));
        lanes[lane] = f32(first + f32((squared === 1 ? theirs * theirs : theirs) * weights[at + count + j]));
      }
      return f32(f32(lanes[0] + lanes[1]) + f32(lanes[2] + lanes[3]));
    },
  };
  return kernel;
}
