// The ad-hoc Mach-O signer and its independent checker on small executables built here (no download, no macOS): what
// codesign writes, what the checker catches, and both command lines. The real Node binaries:
// test/e2e/macho-node.test.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMachO } from '../../scripts/release/macho-sign.mjs';
import { problemsOf } from '../helpers/macho-problems';
import { parseMachO, readCodeDirectory, verifyMachO } from '../../scripts/release/macho-verify.mjs';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const SIGN = join(ROOT, 'scripts/release/macho-sign.mjs');
const VERIFY = join(ROOT, 'scripts/release/macho-verify.mjs');
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const PAGE = 4096;

function segmentCommand(
  name: string,
  vmaddr: number,
  vmsize: number,
  fileoff: number,
  filesize: number,
  sections: { name: string; offset: number; size: number }[] = [],
): Buffer {
  const cmd = Buffer.alloc(72 + sections.length * 80);
  cmd.writeUInt32LE(0x19, 0);
  cmd.writeUInt32LE(cmd.length, 4);
  cmd.write(name, 8, 'latin1');
  cmd.writeBigUInt64LE(BigInt(vmaddr), 24);
  cmd.writeBigUInt64LE(BigInt(vmsize), 32);
  cmd.writeBigUInt64LE(BigInt(fileoff), 40);
  cmd.writeBigUInt64LE(BigInt(filesize), 48);
  cmd.writeUInt32LE(name === '__PAGEZERO' ? 0 : 1, 56); // maxprot
  cmd.writeUInt32LE(name === '__PAGEZERO' ? 0 : 1, 60); // initprot
  cmd.writeUInt32LE(sections.length, 64);
  sections.forEach((s, i) => {
    const at = 72 + i * 80;
    cmd.write(s.name, at, 'latin1');
    cmd.write(name, at + 16, 'latin1');
    cmd.writeBigUInt64LE(BigInt(vmaddr + s.offset - fileoff), at + 32);
    cmd.writeBigUInt64LE(BigInt(s.size), at + 40);
    cmd.writeUInt32LE(s.offset, at + 48);
  });
  return cmd;
}

function symtabCommand(t: { symoff: number; nsyms: number; stroff: number; strsize: number }): Buffer {
  const cmd = Buffer.alloc(24);
  cmd.writeUInt32LE(0x2, 0); // LC_SYMTAB
  cmd.writeUInt32LE(24, 4);
  cmd.writeUInt32LE(t.symoff, 8);
  cmd.writeUInt32LE(t.nsyms, 12);
  cmd.writeUInt32LE(t.stroff, 16);
  cmd.writeUInt32LE(t.strsize, 20);
  return cmd;
}

/**
 * A small unsigned arm64 executable laid out like a postject-injected Node: __TEXT (header + code holding the
 * flipped SEA fuse), NODE_SEA,__NODE_SEA_BLOB, and a __LINKEDIT whose odd size leaves a partial last page.
 */
function syntheticExecutable(): Buffer {
  const base = 0x100000000;
  const commands = [
    segmentCommand('__PAGEZERO', 0, base, 0, 0),
    segmentCommand('__TEXT', base, 0x4000, 0, 0x4000, [{ name: '__text', offset: 0x1000, size: 0x3000 }]),
    segmentCommand('NODE_SEA', base + 0x4000, 0x4000, 0x4000, 0x1000, [
      { name: '__NODE_SEA_BLOB', offset: 0x4000, size: 0x1000 },
    ]),
    segmentCommand('__LINKEDIT', base + 0x8000, 0x4000, 0x5000, 0x123),
    symtabCommand({ symoff: 0x5000, nsyms: 4, stroff: 0x5040, strsize: 0xe3 }),
  ];
  const file = Buffer.alloc(0x5123);
  let seed = 0x2545f491;
  for (let i = 0; i < file.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    file[i] = seed >>> 24;
  }
  file.fill(0, 0, 0x1000);
  file.writeUInt32LE(0xfeedfacf, 0);
  file.writeUInt32LE(0x0100000c, 4); // arm64
  file.writeUInt32LE(2, 12); // MH_EXECUTE
  file.writeUInt32LE(commands.length, 16);
  file.writeUInt32LE(
    commands.reduce((n, c) => n + c.length, 0),
    20,
  );
  Buffer.concat(commands).copy(file, 32);
  file.write(`${FUSE}:1`, 0x2345, 'latin1');
  return file;
}

describe('ad-hoc Mach-O signature on a synthetic executable', () => {
  const unsigned = syntheticExecutable();
  const signed = signMachO(unsigned, { identifier: 'topochess' });

  it('adds LC_CODE_SIGNATURE at the 16-byte-aligned end of __LINKEDIT and the checker accepts it', () => {
    const macho = parseMachO(signed);
    const [signature] = macho.signatures;
    expect(signature.dataoff).toBe(0x5130);
    expect(signature.dataoff + signature.datasize).toBe(signed.length);
    const linkedit = macho.segments.find((s) => s.name === '__LINKEDIT')!;
    expect(linkedit.fileoff + linkedit.filesize).toBe(signed.length);
    expect(linkedit.vmsize % 0x4000).toBe(0);
    expect(macho.commandsEnd).toBe(parseMachO(unsigned).commandsEnd + 16);
    expect(verifyMachO(signed)).toEqual({
      arch: 'arm64',
      identifier: 'topochess',
      flags: 0x2,
      codeLimit: 0x5130,
      codeSlots: 6,
      specialSlots: 2,
      slots: [0, 2, 0x10000],
      seaBlobSize: 0x1000,
    });
  });

  it('writes the CodeDirectory fields codesign writes for an executable', () => {
    const cd = readCodeDirectory(signed);
    expect(cd).toMatchObject({ version: 0x20400, flags: 0x2, hashType: 2, hashSize: 32, pageShift: 12 });
    expect(cd).toMatchObject({ execSegBase: 0n, execSegLimit: 0x4000n, execSegFlags: 1n, teamOffset: 0 });
    // The empty requirement set's hash, as every ad-hoc signature made by codesign carries in slot -2.
    const slot2 = signed.subarray(0x5130).indexOf(Buffer.from('987920904eab650e75788c054aa0b052', 'hex'));
    expect(slot2).toBeGreaterThan(0);
  });

  it('names the page whose bytes changed after signing', () => {
    const tampered = Buffer.from(signed);
    tampered[2 * PAGE + 17] ^= 0x01;
    expect(problemsOf(tampered)).toEqual(['code hash mismatch at page 2 (bytes 8192..12288)']);
    const tail = Buffer.from(signed);
    tail[0x5120] ^= 0x80; // the partial last page, inside __LINKEDIT
    expect(problemsOf(tail)).toEqual(['code hash mismatch at page 5 (bytes 20480..20784)']);
  });

  it('catches a requirement set that no longer matches its special slot', () => {
    const macho = parseMachO(signed);
    const tampered = Buffer.from(signed);
    const reqAt = tampered.indexOf(Buffer.from('fade0c010000000c', 'hex'), macho.signatures[0].dataoff);
    tampered.writeUInt32BE(1, reqAt + 8); // count 1 with no entry
    expect(problemsOf(tampered)).toContain('special slot -2 hash does not match its blob');
  });

  it('re-signing replaces the old signature: same bytes for the same identifier, only the CodeDirectory differs', () => {
    expect(signMachO(signed, { identifier: 'topochess' }).equals(signed)).toBe(true);
    const renamed = signMachO(signed, { identifier: 'other' });
    expect(verifyMachO(renamed).identifier).toBe('other');
    expect(renamed.subarray(0, 0x5130).equals(signed.subarray(0, 0x5130))).toBe(true);
  });

  it('catches __LINKEDIT data that reaches into the signature', () => {
    const tampered = Buffer.from(signed);
    const symtab = parseMachO(tampered).commandsEnd - 16 - 24; // LC_SYMTAB sits before LC_CODE_SIGNATURE
    tampered.writeUInt32LE(0xe3 + 0x20, symtab + 20);
    expect(problemsOf(tampered)).toContain('string table (20544+259) is not inside __LINKEDIT before the signature');
  });

  it('rejects an unsigned file, a missing blob section and an unflipped fuse', () => {
    expect(problemsOf(unsigned)).toEqual(['0 LC_CODE_SIGNATURE commands, expected 1']);
    const noBlob = Buffer.from(unsigned);
    noBlob.write('__OTHER_SECTION', noBlob.indexOf('__NODE_SEA_BLOB', 0, 'latin1'), 'latin1');
    expect(problemsOf(signMachO(noBlob, { identifier: 'topochess' }))).toEqual([
      'no NODE_SEA,__NODE_SEA_BLOB section: Node would not find its single-executable blob',
    ]);
    const fuseOff = Buffer.from(unsigned);
    fuseOff.write(`${FUSE}:0`, 0x2345, 'latin1');
    expect(problemsOf(signMachO(fuseOff, { identifier: 'topochess' }))).toEqual([
      'the NODE_SEA fuse is not flipped: Node would start as plain node, ignoring the blob',
    ]);
  });

  it('refuses inputs it cannot sign the way codesign would', () => {
    const fat = Buffer.alloc(64);
    fat.writeUInt32BE(0xcafebabe, 0);
    expect(() => signMachO(fat, { identifier: 'x' })).toThrow(/thin 64-bit/);
    expect(() => signMachO(Buffer.concat([unsigned, Buffer.alloc(5)]), { identifier: 'x' })).toThrow(
      /5 bytes follow __LINKEDIT/,
    );
    const crowded = Buffer.from(unsigned);
    const text = parseMachO(crowded).commandsEnd; // pull the code section up against the load commands
    const sectionOffsetField = crowded.indexOf('__text', 0, 'latin1') + 48;
    crowded.writeUInt32LE(text + 8, sectionOffsetField);
    expect(() => signMachO(crowded, { identifier: 'x' })).toThrow(/no room/);
    const dirtyPadding = Buffer.from(unsigned);
    dirtyPadding[text + 3] = 1; // the bytes after the load commands are not free padding
    expect(() => signMachO(dirtyPadding, { identifier: 'x' })).toThrow(/no room/);
  });

  describe('command line', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'topochess-macho-'));
      writeFileSync(join(dir, 'in'), unsigned, { mode: 0o755 });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('signs with the output name as identifier, keeps the mode, and the checker prints one line', async () => {
      const signOut = await run(process.execPath, [SIGN, join(dir, 'in'), join(dir, 'topochess')]);
      expect(signOut.stdout).toMatch(/^signed .*topochess \(ad-hoc, \d+ bytes\)\n$/);
      expect(statSync(join(dir, 'topochess')).mode & 0o777).toBe(0o755);
      const { stdout } = await run(process.execPath, [VERIFY, join(dir, 'topochess')]);
      expect(stdout.trim().split('\n')).toHaveLength(1);
      expect(stdout).toContain('topochess: arm64 ad-hoc signature OK (identifier topochess, 6 page hashes');
      const before = readFileSync(join(dir, 'topochess'));
      await run(process.execPath, [SIGN, join(dir, 'topochess'), join(dir, 'topochess')]);
      expect(readFileSync(join(dir, 'topochess')).equals(before)).toBe(true);
    });

    it('exits non-zero with the reason when the file is not signed', async () => {
      const failed = await run(process.execPath, [VERIFY, join(dir, 'in')]).catch((err) => err);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('0 LC_CODE_SIGNATURE commands, expected 1');
    });
  });
});
