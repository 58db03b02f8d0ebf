// Whether the running build is older than the sources beside it. The bundle (dist/bundle/main.cjs) and the executable
// (dist/topochess) hold the code and the perft reference rows as they were built: run from a checkout after a source
// edit, `bench` would time and check the old ones. `make bench` rebuilds first; the bundle run by hand refuses.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** What the Makefile's SOURCES rebuild the bundle from (src, protocol, engines: .ts and .json). */
const SOURCE_DIRS = ['src', 'protocol', 'engines'];

/** The checkout a built file belongs to: the folder holding the `dist` folder it lies in, if that has the sources. */
function checkoutOf(file: string): string | undefined {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('dist');
  if (at <= 0) return undefined;
  const root = parts.slice(0, at).join(sep) || sep;
  try {
    return statSync(join(root, 'src/search/perft-references.ts')).isFile() ? root : undefined;
  } catch {
    return undefined;
  }
}

/** The first source file under `root` changed after `builtMs`, or undefined. */
function newerSource(root: string, builtMs: number): string | undefined {
  const pending = SOURCE_DIRS.map((dir) => join(root, dir));
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (/\.(ts|json)$/.test(entry.name) && statSync(path).mtimeMs > builtMs) return relative(root, path);
    }
  }
  return undefined;
}

/**
 * A sentence saying which built file is older than which source, or undefined: up to date, or not run from a
 * checkout's dist/ (an installed executable, the tests). `files`: the running script and the executable.
 */
export function staleBuild(
  files: readonly (string | undefined)[] = [process.argv[1], process.execPath],
): string | undefined {
  for (const file of files) {
    if (file === undefined) continue;
    const root = checkoutOf(file);
    if (root === undefined) continue;
    const source = newerSource(root, statSync(file).mtimeMs);
    if (source !== undefined)
      return `${relative(root, resolve(file))} is older than ${source}: run make build (make bench rebuilds it)`;
  }
  return undefined;
}
