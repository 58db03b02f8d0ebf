#!/usr/bin/env node
// Ad-hoc code signature for a thin 64-bit Mach-O executable, written on any OS: what `codesign -s -` does.
// Apple Silicon refuses to run unsigned code, and postject's injection of the single-executable blob voids the
// signature Node's darwin binaries ship with, so the release re-signs after injection.
//
//   node scripts/release/macho-sign.mjs <in> <out> [--identifier NAME]    (NAME defaults to <out>'s file name)
//
// Layout, as codesign writes it for a bare executable without entitlements: at the 16-byte-aligned end of
// __LINKEDIT a SuperBlob holding a CodeDirectory (v0x20400, SHA-256, 4 KiB pages, CS_ADHOC, executable segment =
// __TEXT with CS_EXECSEG_MAIN_BINARY), an empty requirement set and an empty CMS wrapper. Special slot -2 hashes the
// requirement set; slot -1 (Info.plist) is absent and zero. Code slots hash every page of the file before the
// signature, with the load commands already updated.
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MACHO_64_LE = 0xfeedfacf;
const CPU_X86_64 = 0x01000007;
const CPU_ARM64 = 0x0100000c;
const MH_EXECUTE = 2;
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const LINKEDIT_DATA_COMMAND_SIZE = 16;
const SECTION_64_SIZE = 80;
const SEGMENT_64_SIZE = 72;

const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CSMAGIC_REQUIREMENTS = 0xfade0c01;
const CSMAGIC_BLOBWRAPPER = 0xfade0b01;
const CSSLOT_CODEDIRECTORY = 0;
const CSSLOT_REQUIREMENTS = 2;
const CSSLOT_SIGNATURESLOT = 0x10000;
const CS_ADHOC = 0x2;
const CS_EXECSEG_MAIN_BINARY = 0x1n;
const CD_VERSION = 0x20400;
const CD_HEADER_SIZE = 88; // through execSegFlags, the last field of version 0x20400
const CS_HASHTYPE_SHA256 = 2;
const HASH_SIZE = 32;
const PAGE_SHIFT = 12;
const PAGE_SIZE = 1 << PAGE_SHIFT;
/** Highest special slot used: -1 Info.plist (absent, zero hash), -2 requirements. */
const SPECIAL_SLOTS = 2;
/** codesign rounds the grown __LINKEDIT's vmsize up to 16 KiB, the arm64 page. */
const LINKEDIT_VM_ALIGN = 0x4000;

const alignUp = (value, to) => Math.ceil(value / to) * to;

/** Empty requirement set (count 0): codesign's internal requirements for an ad-hoc signature. */
function emptyRequirements() {
  const blob = Buffer.alloc(12);
  blob.writeUInt32BE(CSMAGIC_REQUIREMENTS, 0);
  blob.writeUInt32BE(12, 4);
  return blob;
}

/** Empty CMS wrapper: codesign and rcodesign put one in the signature slot of ad-hoc signatures. */
function emptyCmsWrapper() {
  const blob = Buffer.alloc(8);
  blob.writeUInt32BE(CSMAGIC_BLOBWRAPPER, 0);
  blob.writeUInt32BE(8, 4);
  return blob;
}

/**
 * Offsets of the load commands the signer edits, read from the header of a thin 64-bit little-endian executable.
 * @param {Buffer} bin
 */
function locateCommands(bin) {
  if (bin.length < 32 || bin.readUInt32LE(0) !== MACHO_64_LE) {
    throw new Error('not a thin 64-bit little-endian Mach-O (universal binaries are not supported)');
  }
  const cpu = bin.readUInt32LE(4);
  if (cpu !== CPU_X86_64 && cpu !== CPU_ARM64) throw new Error(`unsupported CPU type 0x${cpu.toString(16)}`);
  if (bin.readUInt32LE(12) !== MH_EXECUTE) throw new Error('not an executable (MH_EXECUTE) Mach-O');
  const ncmds = bin.readUInt32LE(16);
  const sizeofcmds = bin.readUInt32LE(20);
  const found = { ncmds, sizeofcmds, text: -1, linkedit: -1, signature: -1, firstDataOffset: bin.length, segEnd: 0 };
  let off = 32;
  for (let n = 0; n < ncmds; n++) {
    const cmd = bin.readUInt32LE(off);
    const size = bin.readUInt32LE(off + 4);
    if (size < 8 || off + size > 32 + sizeofcmds) throw new Error(`malformed load command #${n}`);
    if (cmd === LC_CODE_SIGNATURE) {
      if (found.signature >= 0) throw new Error('two LC_CODE_SIGNATURE commands');
      found.signature = off;
    } else if (cmd === LC_SEGMENT_64) {
      const name = bin.toString('latin1', off + 8, off + 24).replace(/\0+$/, '');
      if (name === '__TEXT') found.text = off;
      if (name === '__LINKEDIT') found.linkedit = off;
      const fileoff = Number(bin.readBigUInt64LE(off + 40));
      const filesize = Number(bin.readBigUInt64LE(off + 48));
      found.segEnd = Math.max(found.segEnd, fileoff + filesize);
      // Section data (not the header-sharing __TEXT start) bounds how far the load commands may grow.
      if (filesize > 0 && fileoff > 0) found.firstDataOffset = Math.min(found.firstDataOffset, fileoff);
      for (let s = 0; s < bin.readUInt32LE(off + 64); s++) {
        const sectionOffset = bin.readUInt32LE(off + SEGMENT_64_SIZE + s * SECTION_64_SIZE + 48);
        if (sectionOffset > 0) found.firstDataOffset = Math.min(found.firstDataOffset, sectionOffset);
      }
    }
    off += size;
  }
  if (found.text < 0) throw new Error('no __TEXT segment');
  if (found.linkedit < 0) throw new Error('no __LINKEDIT segment');
  return found;
}

/**
 * Build the CodeDirectory for `image[0, codeLimit)`.
 * @param {Buffer} image the output file, load commands final, up to at least codeLimit
 */
function codeDirectory(image, codeLimit, identifier, textOffset, textSize, requirementsHash) {
  const ident = Buffer.from(`${identifier}\0`, 'utf8');
  const codeSlots = Math.ceil(codeLimit / PAGE_SIZE);
  const hashOffset = CD_HEADER_SIZE + ident.length + SPECIAL_SLOTS * HASH_SIZE;
  const cd = Buffer.alloc(hashOffset + codeSlots * HASH_SIZE);
  cd.writeUInt32BE(CSMAGIC_CODEDIRECTORY, 0);
  cd.writeUInt32BE(cd.length, 4);
  cd.writeUInt32BE(CD_VERSION, 8);
  cd.writeUInt32BE(CS_ADHOC, 12);
  cd.writeUInt32BE(hashOffset, 16);
  cd.writeUInt32BE(CD_HEADER_SIZE, 20); // identOffset
  cd.writeUInt32BE(SPECIAL_SLOTS, 24);
  cd.writeUInt32BE(codeSlots, 28);
  const fitsIn32 = codeLimit <= 0xffffffff;
  cd.writeUInt32BE(fitsIn32 ? codeLimit : 0, 32);
  cd.writeUInt8(HASH_SIZE, 36);
  cd.writeUInt8(CS_HASHTYPE_SHA256, 37);
  cd.writeUInt8(0, 38); // platform: not an Apple platform binary
  cd.writeUInt8(PAGE_SHIFT, 39);
  // 40 spare2, 44 scatterOffset, 48 teamOffset (no team for ad-hoc), 52 spare3: all zero
  cd.writeBigUInt64BE(fitsIn32 ? 0n : BigInt(codeLimit), 56);
  cd.writeBigUInt64BE(BigInt(textOffset), 64);
  cd.writeBigUInt64BE(BigInt(textSize), 72);
  cd.writeBigUInt64BE(CS_EXECSEG_MAIN_BINARY, 80);
  ident.copy(cd, CD_HEADER_SIZE);
  // Special slot -n sits n hashes before hashOffset; -1 (Info.plist) stays zero.
  requirementsHash.copy(cd, hashOffset - CSSLOT_REQUIREMENTS * HASH_SIZE);
  for (let page = 0; page < codeSlots; page++) {
    const start = page * PAGE_SIZE;
    createHash('sha256')
      .update(image.subarray(start, Math.min(start + PAGE_SIZE, codeLimit)))
      .digest()
      .copy(cd, hashOffset + page * HASH_SIZE);
  }
  return cd;
}

/** SuperBlob of (slot, blob) pairs in the given order. */
function superBlob(entries) {
  const indexSize = 12 + entries.length * 8;
  const total = indexSize + entries.reduce((sum, [, blob]) => sum + blob.length, 0);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(CSMAGIC_EMBEDDED_SIGNATURE, 0);
  out.writeUInt32BE(total, 4);
  out.writeUInt32BE(entries.length, 8);
  let blobAt = indexSize;
  entries.forEach(([slot, blob], i) => {
    out.writeUInt32BE(slot, 12 + i * 8);
    out.writeUInt32BE(blobAt, 16 + i * 8);
    blob.copy(out, blobAt);
    blobAt += blob.length;
  });
  return out;
}

/**
 * Return a copy of a thin 64-bit Mach-O executable (x86_64 or arm64) carrying a fresh ad-hoc signature in place of
 * any existing one. The signature must be the last thing in the file, at the end of __LINKEDIT, as linkers and
 * codesign leave it.
 * @param {Buffer} input
 * @param {{ identifier: string }} options
 * @returns {Buffer}
 */
export function signMachO(input, { identifier }) {
  if (!identifier || identifier.includes('\0')) throw new Error('an identifier (no NUL) is required');
  const at = locateCommands(input);
  const linkeditOffset = Number(input.readBigUInt64LE(at.linkedit + 40));
  const linkeditEnd = linkeditOffset + Number(input.readBigUInt64LE(at.linkedit + 48));
  if (linkeditEnd !== at.segEnd) throw new Error('__LINKEDIT is not the last segment');
  if (linkeditEnd !== input.length) throw new Error(`${input.length - linkeditEnd} bytes follow __LINKEDIT`);

  // Where the unsigned content ends: an old signature is dropped, keeping everything before it.
  let contentEnd = linkeditEnd;
  let commandsSize = at.sizeofcmds;
  let ncmds = at.ncmds;
  let signatureCommand = at.signature;
  if (signatureCommand >= 0) {
    const dataoff = input.readUInt32LE(signatureCommand + 8);
    const datasize = input.readUInt32LE(signatureCommand + 12);
    if (dataoff < linkeditOffset || dataoff + datasize !== linkeditEnd) {
      throw new Error('the existing signature does not end __LINKEDIT');
    }
    contentEnd = dataoff;
  } else {
    signatureCommand = 32 + commandsSize;
    commandsSize += LINKEDIT_DATA_COMMAND_SIZE;
    ncmds += 1;
    const slot = input.subarray(signatureCommand, signatureCommand + LINKEDIT_DATA_COMMAND_SIZE);
    if (32 + commandsSize > at.firstDataOffset || slot.some((b) => b !== 0)) {
      throw new Error('no room after the load commands for LC_CODE_SIGNATURE');
    }
  }

  const codeLimit = alignUp(contentEnd, 16);
  const requirements = emptyRequirements();
  const cms = emptyCmsWrapper();
  const identLength = Buffer.byteLength(identifier, 'utf8') + 1;
  const cdLength = CD_HEADER_SIZE + identLength + (SPECIAL_SLOTS + Math.ceil(codeLimit / PAGE_SIZE)) * HASH_SIZE;
  const signatureLength = 12 + 3 * 8 + cdLength + requirements.length + cms.length;
  const datasize = alignUp(signatureLength, 16);

  const output = Buffer.alloc(codeLimit + datasize);
  input.copy(output, 0, 0, contentEnd);
  output.writeUInt32LE(ncmds, 16);
  output.writeUInt32LE(commandsSize, 20);
  output.writeUInt32LE(LC_CODE_SIGNATURE, signatureCommand);
  output.writeUInt32LE(LINKEDIT_DATA_COMMAND_SIZE, signatureCommand + 4);
  output.writeUInt32LE(codeLimit, signatureCommand + 8);
  output.writeUInt32LE(datasize, signatureCommand + 12);
  const linkeditSize = codeLimit + datasize - linkeditOffset;
  output.writeBigUInt64LE(BigInt(alignUp(linkeditSize, LINKEDIT_VM_ALIGN)), at.linkedit + 32);
  output.writeBigUInt64LE(BigInt(linkeditSize), at.linkedit + 48);

  const textOffset = Number(output.readBigUInt64LE(at.text + 40));
  const textSize = Number(output.readBigUInt64LE(at.text + 48));
  const requirementsHash = createHash('sha256').update(requirements).digest();
  const cd = codeDirectory(output, codeLimit, identifier, textOffset, textSize, requirementsHash);
  const signature = superBlob([
    [CSSLOT_CODEDIRECTORY, cd],
    [CSSLOT_REQUIREMENTS, requirements],
    [CSSLOT_SIGNATURESLOT, cms],
  ]);
  if (signature.length !== signatureLength) throw new Error('internal: signature size estimate is off');
  signature.copy(output, codeLimit);
  return output;
}

/** Sign `inPath` into `outPath` (may be the same file), keeping the input's file mode. */
export function signMachOFile(inPath, outPath, { identifier = basename(outPath) } = {}) {
  const signed = signMachO(readFileSync(inPath), { identifier });
  const temp = join(dirname(resolve(outPath)), `.${basename(outPath)}.signing-${process.pid}`);
  writeFileSync(temp, signed);
  chmodSync(temp, statSync(inPath).mode & 0o7777);
  renameSync(temp, outPath);
  return { identifier, size: signed.length };
}

function main(argv) {
  const positional = [];
  let identifier;
  let usable = true;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--identifier' && i + 1 < argv.length) identifier = argv[++i];
    else if (argv[i].startsWith('-')) usable = false;
    else positional.push(argv[i]);
  }
  if (!usable || positional.length !== 2) {
    process.stderr.write('usage: macho-sign.mjs <in> <out> [--identifier NAME]\n');
    return 2;
  }
  const [inPath, outPath] = positional;
  try {
    const { size } = signMachOFile(inPath, outPath, identifier === undefined ? {} : { identifier });
    process.stdout.write(`signed ${outPath} (ad-hoc, ${size} bytes)\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`macho-sign: ${inPath}: ${err.message}\n`);
    return 1;
  }
}

// Run as a program (also through a symlink), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = main(process.argv.slice(2));
}
