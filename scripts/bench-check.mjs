// `make bench-check`: runs the bench, and fails if a perft count differs from its reference or a variant's node
// signature differs from the committed one in bench-signatures.txt. Speed is printed, never judged.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = new Map(
  readFileSync(join(root, 'bench-signatures.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/)),
);

const run = spawnSync(process.execPath, [join(root, 'dist/bundle/main.cjs'), 'bench'], { encoding: 'utf8' });
if (run.status !== 0) {
  process.stderr.write(run.stderr);
  console.error(`bench-check: bench exited with ${run.status}`);
  process.exit(1);
}
const problems = [];
const seen = new Set();
for (const line of run.stdout.split('\n')) {
  if (line.includes('WRONG')) problems.push(line);
  const signature = /^bench signature (\S+) (\d+)(.*)$/.exec(line);
  if (signature === null) continue;
  const [, variant, nodes, rest] = signature;
  if (seen.has(variant)) continue;
  seen.add(variant);
  const expected = committed.get(variant);
  const verdict =
    rest !== '' ? `not a signature:${rest}` : expected === nodes ? 'ok' : `CHANGED (committed ${expected ?? 'none'})`;
  console.log(`${variant.padEnd(8)} ${nodes.padStart(9)}  ${verdict}`);
  if (verdict !== 'ok') problems.push(`${variant}: ${verdict}`);
}
for (const variant of committed.keys())
  if (!seen.has(variant)) problems.push(`${variant}: no signature in the bench output`);
if (problems.length > 0) {
  console.error(`bench-check: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('bench-check: every perft count and node signature as committed');
