#!/usr/bin/env node
// One standalone executable for one target from the bundle, offline, with the pinned Node:
//   node scripts/release/build-executable.mjs <target> <bundle.cjs> <out>
// The target's `node` comes from its cached npm package and is stripped of debug symbols (ELF) or of its Authenticode
// signature (PE, which the injection would leave dangling); the pinned linux-x64 Node builds the single-executable
// application with `--build-sea`, which injects the blob into any platform's binary (ELF note, PE resource or Mach-O
// NODE_SEA segment). The blob carries no code cache or snapshot, so it runs on every platform. Mach-O executables
// are then given an ad-hoc signature and checked.
import { copyFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeAuthenticode } from './pe-unsign.mjs';
import { extractNode, hostNode, target } from './runtime.mjs';
import { megabytes, run, runMain } from './quiet.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Builds `out` for target `id` from `bundle`; returns its size in bytes. Prints nothing. */
export function buildExecutable(id, bundle, out) {
  const t = target(id);
  const work = mkdtempSync(join(tmpdir(), 'topochess-sea-'));
  const host = hostNode();
  try {
    const base = join(work, `base-${t.exe}`);
    copyFileSync(extractNode(t, work), base);
    chmodSync(base, 0o755);
    if (t.strip !== undefined) run(t.strip, [base]);
    if (t.exe.endsWith('.exe')) removeAuthenticode(base);
    const built = join(work, t.exe);
    const config = join(work, 'sea-config.json');
    writeFileSync(
      config,
      JSON.stringify({
        main: resolve(bundle),
        executable: base,
        output: built,
        disableExperimentalSEAWarning: true,
        useSnapshot: false, // a snapshot or code cache is tied to the platform that made it
        useCodeCache: false,
        // The protocol thread's young generation capped as the workers' is (resourceLimits): left to grow, it keeps
        // tens of MB after a variant's table build for a thread that allocates next to nothing afterwards.
        execArgv: ['--max-semi-space-size=2'],
      }),
    );
    run(host.node, ['--build-sea', config], { cwd: work });
    const finalPath = resolve(out);
    mkdirSync(dirname(finalPath), { recursive: true });
    if (t.macho) {
      run(process.execPath, [join(HERE, 'macho-sign.mjs'), built, finalPath, '--identifier', 'topochess']);
      run(process.execPath, [join(HERE, 'macho-verify.mjs'), finalPath]);
    } else {
      copyFileSync(built, finalPath); // not a rename: /tmp may be another file system
    }
    chmodSync(finalPath, 0o755);
    return statSync(finalPath).size;
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(host.dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runMain(() => {
    const [id, bundle, out] = process.argv.slice(2);
    if (out === undefined) throw new Error('usage: build-executable.mjs <target> <bundle.cjs> <out>');
    const size = buildExecutable(id, bundle, out);
    console.log(`built ${out} (${id}, ${megabytes(size)})`);
  });
}
