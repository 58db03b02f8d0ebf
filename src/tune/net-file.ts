// `normal`'s network as a file: the JSON engines/chess8/net.json keeps, written by `topochess train` after each best
// epoch and read back by `train --init` to go on training a network (new data on top of what it learnt before).
import { readFileSync } from 'node:fs';
import { NET_INPUTS } from '../../engines/chess8/net-input';
import { ACTIVATIONS } from './net-train';
import type { Activation, NetWeights } from './net-train';

/**
 * The first layer's weights are written as integers in steps of 1/W1_SCALE, the precision the engine keeps (net.ts):
 * less than half the text of five significant digits.
 */
const W1_SCALE = 1024;

/** The weights as engines/chess8/net.json keeps them: each array on one line, five significant digits but w1's. */
export function formatNet(net: NetWeights): string {
  const list = (values: Float32Array): string => `[${Array.from(values, short).join(',')}]`;
  const steps = `[${Array.from(net.w1, (w) => Math.round(w * W1_SCALE)).join(',')}]`;
  const head =
    `  "hidden": ${net.hidden},\n  "buckets": ${net.buckets},\n  "residual": ${net.residual},\n` +
    `  "activation": "${net.activation}",\n  "k": ${short(net.k)},\n  "w1Scale": ${W1_SCALE},\n`;
  return `{\n${head}  "w1": ${steps},\n  "b1": ${list(net.b1)},\n  "w2": ${list(net.w2)},\n  "b2": ${list(net.b2)}\n}\n`;
}

function short(value: number): number {
  return Number(value.toPrecision(5));
}

/** The network in a file formatNet wrote, or why it is not one. */
export function readNet(path: string): NetWeights | string {
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const net = file as Record<string, unknown>;
  const whole = (name: string): number | undefined =>
    Number.isInteger(net[name]) && (net[name] as number) > 0 ? (net[name] as number) : undefined;
  const hidden = whole('hidden');
  const buckets = whole('buckets');
  const w1Scale = whole('w1Scale');
  const { k, residual, activation } = net;
  if (hidden === undefined || buckets === undefined || w1Scale === undefined)
    return `${path}: not a network (hidden, buckets and w1Scale must be positive integers)`;
  if (typeof k !== 'number' || !(k > 0)) return `${path}: not a network (k must be a positive number)`;
  if (typeof residual !== 'boolean') return `${path}: not a network (residual must be true or false)`;
  if (!ACTIVATIONS.includes(activation as Activation))
    return `${path}: not a network (activation must be one of ${ACTIVATIONS.join(', ')})`;
  const arrays: Record<string, Float32Array> = {};
  for (const [name, length] of [
    ['w1', NET_INPUTS * hidden],
    ['b1', hidden],
    ['w2', 2 * hidden * buckets],
    ['b2', buckets],
  ] as const) {
    const values = net[name];
    if (!Array.isArray(values) || values.length !== length || !values.every((v) => Number.isFinite(v)))
      return `${path}: not a network (${name} must hold ${length} numbers for ${hidden} units and ${buckets} output layers)`;
    arrays[name] = Float32Array.from(values as number[]);
  }
  const w1 = arrays.w1.map((step) => step / w1Scale);
  const { b1, w2, b2 } = arrays;
  return { hidden, buckets, residual, k, activation: activation as Activation, w1, b1, w2, b2 };
}
