import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where release inputs from the npm registry are kept, so later runs are offline: <package>-<version>.tgz. */
export const RELEASE_CACHE = join(homedir(), '.cache', 'topochess-release');

/** The cached tarball of an npm package, fetched with `npm pack` the first time (written whole, then renamed). */
export async function cachedPackage(name: string, version: string): Promise<string> {
  const tarball = join(RELEASE_CACHE, `${name}-${version}.tgz`);
  if (existsSync(tarball)) return tarball;
  mkdirSync(RELEASE_CACHE, { recursive: true });
  const staging = mkdtempSync(join(RELEASE_CACHE, '.pack-'));
  try {
    await run('npm', ['pack', `${name}@${version}`, '--pack-destination', staging, '--silent'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    renameSync(join(staging, `${name}-${version}.tgz`), tarball);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return tarball;
}

/** Extract the `node` executable of one of the npm registry's per-platform Node packages into `dir`. */
export async function extractNodeBinary(name: string, version: string, dir: string): Promise<string> {
  const tarball = await cachedPackage(name, version);
  await run('tar', ['xzf', tarball, '-C', dir, 'package/bin/node']);
  return join(dir, 'package', 'bin', 'node');
}
