// The ad-hoc signer and the checker on the real macOS Node binaries the release embeds (from the cached npm packages
// that `make release-deps` fetched): the checker accepts Apple's own signature hash for hash, and the signer's
// CodeDirectory covers the same code as Apple's. The release's injected executables are checked in release.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMachO } from '../../scripts/release/macho-sign.mjs';
import { problemsOf } from '../helpers/macho-problems';
import { readCodeDirectory } from '../../scripts/release/macho-verify.mjs';
// @ts-expect-error plain ESM release script without type declarations
import { extractNode, target } from '../../scripts/release/runtime.mjs';

describe.each(['macos-arm64', 'macos-x64'])('ad-hoc signature on the release Node of %s', (id) => {
  let dir: string;
  let official: Buffer;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'topochess-macho-node-'));
    official = readFileSync(extractNode(target(id), dir) as string);
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads Apple's own signature on the official binary: every hash holds, it is just not ad-hoc", () => {
    const problems = problemsOf(official);
    expect(problems).toContain('CodeDirectory flags 0x10000 lack CS_ADHOC');
    expect(problems.filter((p) => /hash|codeLimit|execSeg|slots/.test(p))).toEqual([]);
  });

  it('replaces the Developer ID signature with an ad-hoc one over the same code and __TEXT range', () => {
    const resigned = signMachO(official, { identifier: 'topochess' });
    // The official binary has no SEA blob; everything else about the new signature must pass.
    expect(problemsOf(resigned)).toEqual([
      'no NODE_SEA,__NODE_SEA_BLOB section: Node would not find its single-executable blob',
    ]);
    const apple = readCodeDirectory(official);
    const ours = readCodeDirectory(resigned);
    expect(ours.codeLimit).toBe(apple.codeLimit);
    expect(ours.nCodeSlots).toBe(apple.nCodeSlots);
    expect([ours.execSegBase, ours.execSegLimit, ours.execSegFlags]).toEqual([
      apple.execSegBase,
      apple.execSegLimit,
      apple.execSegFlags,
    ]);
    expect([ours.hashType, ours.hashSize, ours.pageShift]).toEqual([apple.hashType, apple.hashSize, apple.pageShift]);
  });
});
