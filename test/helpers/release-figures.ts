// Figures a release executable must reproduce exactly on every platform it runs on (under emulation or Wine too):
// perft counts and bench node signatures over the protocol, and the same figures from the Linux x64 binary.
import { BINARY, EngineProcess } from './engine-process';

/** `bench <depth>` over the protocol: the node-count signature of the search part. */
export async function benchSignature(
  engine: EngineProcess,
  variant: string,
  depth: number,
  timeoutMs: number,
): Promise<number> {
  engine.send(`setoption name UCI_Variant value ${variant}`);
  await engine.ask('isready', /^readyok$/, timeoutMs);
  const nodes = await engine.ask(`bench ${depth}`, /^Nodes searched\s*: \d+$/, timeoutMs);
  return Number(nodes.line.split(':')[1]);
}

export async function perft(engine: EngineProcess, variant: string, depth: number, timeoutMs: number): Promise<number> {
  engine.send(`setoption name UCI_Variant value ${variant}`);
  engine.send('position startpos');
  const nodes = await engine.ask(`go perft ${depth}`, /^Nodes searched: \d+$/, timeoutMs);
  return Number(nodes.line.split(':')[1]);
}

/** The same figures from the Linux x64 binary, the reference the other platforms must match. */
export async function referenceFigures(run: (engine: EngineProcess) => Promise<number[]>): Promise<number[]> {
  const engine = new EngineProcess(BINARY);
  try {
    await engine.ask('uci', /^uciok$/);
    return await run(engine);
  } finally {
    engine.kill();
  }
}
