// Temporary folders for tests: made under the system temp dir and removed when the test file ends
// (remove-temp-dirs.ts), so that a test run leaves nothing behind (KEEP_TEST_TEMP=1 keeps them, to look at a failure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh folder `<tmp>/<prefix>XXXXXX`, removed by removeTempDirs. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  if (process.env.KEEP_TEST_TEMP) return;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
