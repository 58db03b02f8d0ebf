#!/usr/bin/env node
// Independent checker for the macOS release executables: parses a thin 64-bit Mach-O, the embedded code signature
// (SuperBlob, CodeDirectory, special blobs) and the Node single-executable blob, and re-derives every hash from the
// file. It shares no code with macho-sign.mjs on purpose, so a misreading of the format in one is not mirrored here.
//
//   node scripts/release/macho-verify.mjs <file>   → exit 0 and one summary line, or exit 1 and the problems found
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const MH_MAGIC_64 = 0xfeedfacf;
const FAT_MAGIC = 0xcafebabe;
const MH_EXECUTE = 2;
const ARCHES = new Map([
  [0x01000007, 'x86_64'],
  [0x0100000c, 'arm64'],
]);
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const LC_SYMTAB = 0x2;
const LC_DYSYMTAB = 0xb;
/** Other commands that point at __LINKEDIT data with a (dataoff, datasize) pair, by name for messages. */
const LINKEDIT_DATA_COMMANDS = new Map([
  [0x1e, 'LC_SEGMENT_SPLIT_INFO'],
  [0x26, 'LC_FUNCTION_STARTS'],
  [0x29, 'LC_DATA_IN_CODE'],
  [0x2b, 'LC_DYLIB_CODE_SIGN_DRS'],
  [0x2e, 'LC_LINKER_OPTIMIZATION_HINT'],
  [0x80000033, 'LC_DYLD_EXPORTS_TRIE'],
  [0x80000034, 'LC_DYLD_CHAINED_FIXUPS'],
]);

const MAGIC_SUPERBLOB = 0xfade0cc0;
const MAGIC_CODEDIRECTORY = 0xfade0c02;
const MAGIC_REQUIREMENTS = 0xfade0c01;
const MAGIC_ENTITLEMENTS = 0xfade7171;
const MAGIC_DER_ENTITLEMENTS = 0xfade7172;
const MAGIC_BLOBWRAPPER = 0xfade0b01;
const SLOT_CODEDIRECTORY = 0;
const SLOT_REQUIREMENTS = 2;
const SLOT_ALTERNATE_CD_FIRST = 0x1000;
const SLOT_CMS = 0x10000;
/** Which blob magic a special slot must hold when the SuperBlob carries it. */
const SPECIAL_SLOT_MAGIC = new Map([
  [SLOT_REQUIREMENTS, MAGIC_REQUIREMENTS],
  [5, MAGIC_ENTITLEMENTS],
  [7, MAGIC_DER_ENTITLEMENTS],
]);
/** Special slots whose content lives outside a bare executable (Info.plist, resource seal): their hash must be zero. */
const EXTERNAL_SLOT_NAMES = new Map([
  [1, 'Info.plist'],
  [3, 'resource directory'],
  [4, 'application-specific'],
]);
const CS_ADHOC = 0x2;
const CS_LINKER_SIGNED = 0x20000;
const CS_EXECSEG_MAIN_BINARY = 0x1;
const HASH_SHA256 = 2;
const CD_VERSION_EXECSEG = 0x20400;

export const SEA_SEGMENT = 'NODE_SEA';
export const SEA_SECTION = '__NODE_SEA_BLOB';
const SEA_FUSE_FLIPPED = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2:1';

/** A failed check, with every problem found (not only the first). */
export class MachOVerifyError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('; '));
    this.name = 'MachOVerifyError';
    this.problems = problems;
  }
}

/** Fixed-width, NUL-padded Mach-O name field. */
function cName(bytes, start, width) {
  const raw = bytes.subarray(start, start + width);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul < 0 ? width : nul).toString('latin1');
}

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest();
}

/** Header, segments (with sections) and the LC_CODE_SIGNATURE command of a thin little-endian 64-bit Mach-O. */
export function parseMachO(bytes) {
  if (bytes.length < 32) throw new MachOVerifyError(['file is shorter than a Mach-O header']);
  if (bytes.readUInt32BE(0) === FAT_MAGIC) throw new MachOVerifyError(['universal (fat) Mach-O: expected a thin one']);
  if (bytes.readUInt32LE(0) !== MH_MAGIC_64) throw new MachOVerifyError(['not a little-endian 64-bit Mach-O']);
  const header = {
    cputype: bytes.readUInt32LE(4),
    filetype: bytes.readUInt32LE(12),
    ncmds: bytes.readUInt32LE(16),
    sizeofcmds: bytes.readUInt32LE(20),
  };
  const arch = ARCHES.get(header.cputype);
  if (!arch) throw new MachOVerifyError([`unknown CPU type 0x${header.cputype.toString(16)}`]);
  const commandsEnd = 32 + header.sizeofcmds;
  if (commandsEnd > bytes.length) throw new MachOVerifyError(['load commands run past the end of the file']);
  const segments = [];
  const signatures = [];
  /** File ranges the dynamic loader reads from __LINKEDIT: they must stay clear of the signature. */
  const linkeditData = [];
  let at = 32;
  for (let i = 0; i < header.ncmds; i++) {
    if (at + 8 > commandsEnd) throw new MachOVerifyError([`load command ${i} starts past sizeofcmds`]);
    const cmd = bytes.readUInt32LE(at);
    const cmdsize = bytes.readUInt32LE(at + 4);
    if (cmdsize < 8 || at + cmdsize > commandsEnd) throw new MachOVerifyError([`load command ${i} has a bad size`]);
    if (cmd === LC_SEGMENT_64) {
      const nsects = bytes.readUInt32LE(at + 64);
      if (72 + nsects * 80 > cmdsize)
        throw new MachOVerifyError([`segment command ${i} is too short for its sections`]);
      const sections = [];
      for (let s = 0; s < nsects; s++) {
        const sec = at + 72 + s * 80;
        sections.push({
          name: cName(bytes, sec, 16),
          segname: cName(bytes, sec + 16, 16),
          size: Number(bytes.readBigUInt64LE(sec + 40)),
          offset: bytes.readUInt32LE(sec + 48),
        });
      }
      segments.push({
        name: cName(bytes, at + 8, 16),
        vmsize: Number(bytes.readBigUInt64LE(at + 32)),
        fileoff: Number(bytes.readBigUInt64LE(at + 40)),
        filesize: Number(bytes.readBigUInt64LE(at + 48)),
        sections,
      });
    } else if (cmd === LC_CODE_SIGNATURE) {
      signatures.push({ dataoff: bytes.readUInt32LE(at + 8), datasize: bytes.readUInt32LE(at + 12) });
    } else if (cmd === LC_SYMTAB) {
      const symoff = bytes.readUInt32LE(at + 8);
      const stroff = bytes.readUInt32LE(at + 16);
      linkeditData.push({ what: 'symbol table', from: symoff, size: bytes.readUInt32LE(at + 12) * 16 });
      linkeditData.push({ what: 'string table', from: stroff, size: bytes.readUInt32LE(at + 20) });
    } else if (cmd === LC_DYSYMTAB) {
      const indirect = bytes.readUInt32LE(at + 56);
      linkeditData.push({ what: 'indirect symbols', from: indirect, size: bytes.readUInt32LE(at + 60) * 4 });
    } else if (LINKEDIT_DATA_COMMANDS.has(cmd)) {
      const what = LINKEDIT_DATA_COMMANDS.get(cmd);
      linkeditData.push({ what, from: bytes.readUInt32LE(at + 8), size: bytes.readUInt32LE(at + 12) });
    }
    at += cmdsize;
  }
  return { arch, filetype: header.filetype, commandsEnd, segments, signatures, linkeditData };
}

/** The SuperBlob's index: slot type → the blob's bytes (a view into `bytes`). */
function parseSuperBlob(bytes, start, size, problems) {
  const blobs = new Map();
  if (size < 12 || bytes.readUInt32BE(start) !== MAGIC_SUPERBLOB) {
    problems.push('code signature does not start with an embedded-signature SuperBlob (0xfade0cc0)');
    return blobs;
  }
  const claimed = bytes.readUInt32BE(start + 4);
  const count = bytes.readUInt32BE(start + 8);
  if (claimed > size) problems.push(`SuperBlob length ${claimed} exceeds LC_CODE_SIGNATURE datasize ${size}`);
  const length = Math.min(claimed, size);
  if (12 + count * 8 > length) {
    problems.push(`SuperBlob index of ${count} entries does not fit its length ${length}`);
    return blobs;
  }
  for (let i = 0; i < count; i++) {
    const type = bytes.readUInt32BE(start + 12 + i * 8);
    const offset = bytes.readUInt32BE(start + 16 + i * 8);
    if (offset + 8 > length) {
      problems.push(`SuperBlob entry for slot 0x${type.toString(16)} points outside the SuperBlob`);
      continue;
    }
    const blobLength = bytes.readUInt32BE(start + offset + 4);
    if (blobLength < 8 || offset + blobLength > length) {
      problems.push(`blob in slot 0x${type.toString(16)} runs outside the SuperBlob`);
      continue;
    }
    if (blobs.has(type)) problems.push(`slot 0x${type.toString(16)} appears twice in the SuperBlob`);
    blobs.set(type, bytes.subarray(start + offset, start + offset + blobLength));
  }
  return blobs;
}

/** CodeDirectory fields by their offsets in Apple's cs_blobs.h layout (all big-endian). */
function parseCodeDirectory(cd) {
  const version = cd.readUInt32BE(8);
  const fields = {
    magic: cd.readUInt32BE(0),
    length: cd.readUInt32BE(4),
    version,
    flags: cd.readUInt32BE(12),
    hashOffset: cd.readUInt32BE(16),
    identOffset: cd.readUInt32BE(20),
    nSpecialSlots: cd.readUInt32BE(24),
    nCodeSlots: cd.readUInt32BE(28),
    codeLimit: cd.readUInt32BE(32),
    hashSize: cd.readUInt8(36),
    hashType: cd.readUInt8(37),
    pageShift: cd.readUInt8(39),
    teamOffset: version >= 0x20200 ? cd.readUInt32BE(48) : 0,
    codeLimit64: version >= 0x20300 ? cd.readBigUInt64BE(56) : 0n,
    execSegBase: version >= CD_VERSION_EXECSEG ? cd.readBigUInt64BE(64) : undefined,
    execSegLimit: version >= CD_VERSION_EXECSEG ? cd.readBigUInt64BE(72) : undefined,
    execSegFlags: version >= CD_VERSION_EXECSEG ? cd.readBigUInt64BE(80) : undefined,
  };
  const identEnd = cd.indexOf(0, fields.identOffset);
  fields.identifier = identEnd < 0 ? undefined : cd.subarray(fields.identOffset, identEnd).toString('utf8');
  return fields;
}

function checkCodeDirectory(bytes, macho, cdBlob, blobs, signatureStart, problems) {
  if (cdBlob.length < 88 || cdBlob.readUInt32BE(0) !== MAGIC_CODEDIRECTORY) {
    problems.push('slot 0 does not hold a CodeDirectory (0xfade0c02) of at least 88 bytes');
    return undefined;
  }
  const cd = parseCodeDirectory(cdBlob);
  if (cd.version < CD_VERSION_EXECSEG) {
    problems.push(`CodeDirectory version 0x${cd.version.toString(16)} has no executable-segment fields (< 0x20400)`);
  }
  if (cd.hashType !== HASH_SHA256 || cd.hashSize !== 32) {
    problems.push(`CodeDirectory hash is type ${cd.hashType} size ${cd.hashSize}, expected SHA-256 (2, 32)`);
    return undefined;
  }
  if (cd.pageShift !== 12) problems.push(`CodeDirectory page size is 2^${cd.pageShift}, expected 4096`);
  if ((cd.flags & CS_ADHOC) === 0) problems.push(`CodeDirectory flags 0x${cd.flags.toString(16)} lack CS_ADHOC`);
  if (cd.flags & CS_LINKER_SIGNED) problems.push('CodeDirectory is marked linker-signed: codesign would re-sign it');
  if (cd.identifier === undefined || cd.identifier === '') problems.push('CodeDirectory identifier is missing');

  const codeLimit = cd.codeLimit64 !== 0n ? Number(cd.codeLimit64) : cd.codeLimit;
  if (codeLimit !== signatureStart) {
    problems.push(`codeLimit ${codeLimit} is not the signature's file offset ${signatureStart}`);
  }
  const pageSize = 2 ** cd.pageShift;
  const expectedSlots = Math.ceil(codeLimit / pageSize);
  if (cd.nCodeSlots !== expectedSlots) {
    problems.push(`${cd.nCodeSlots} code slots, expected ${expectedSlots} for ${codeLimit} bytes`);
  }
  const specialStart = cd.hashOffset - cd.nSpecialSlots * cd.hashSize;
  const hashesEnd = cd.hashOffset + cd.nCodeSlots * cd.hashSize;
  if (specialStart < 88 || hashesEnd > cdBlob.length) {
    problems.push('CodeDirectory hash array lies outside the CodeDirectory');
    return undefined;
  }

  const limit = Math.min(codeLimit, bytes.length);
  const badPages = [];
  for (let page = 0; page < cd.nCodeSlots; page++) {
    const from = page * pageSize;
    const stored = cdBlob.subarray(cd.hashOffset + page * 32, cd.hashOffset + page * 32 + 32);
    if (from >= limit || !sha256(bytes.subarray(from, Math.min(from + pageSize, limit))).equals(stored)) {
      badPages.push(page);
    }
  }
  if (badPages.length > 0) {
    const shown = badPages
      .slice(0, 5)
      .map((p) => `page ${p} (bytes ${p * pageSize}..${Math.min((p + 1) * pageSize, limit)})`);
    const more = badPages.length > 5 ? ` and ${badPages.length - 5} more` : '';
    problems.push(`code hash mismatch at ${shown.join(', ')}${more}`);
  }

  for (let slot = 1; slot <= cd.nSpecialSlots; slot++) {
    const stored = cdBlob.subarray(cd.hashOffset - slot * 32, cd.hashOffset - (slot - 1) * 32);
    const blob = blobs.get(slot);
    if (blob) {
      if (!sha256(blob).equals(stored)) problems.push(`special slot -${slot} hash does not match its blob`);
    } else if (stored.some((b) => b !== 0)) {
      const what = EXTERNAL_SLOT_NAMES.get(slot) ?? 'absent blob';
      problems.push(`special slot -${slot} (${what}) claims a hash but the signature carries nothing for it`);
    }
  }
  for (const slot of blobs.keys()) {
    if (SPECIAL_SLOT_MAGIC.has(slot) && slot > cd.nSpecialSlots) {
      problems.push(`slot ${slot} blob is not covered by the CodeDirectory (nSpecialSlots ${cd.nSpecialSlots})`);
    }
  }

  const text = macho.segments.find((s) => s.name === '__TEXT');
  if (cd.execSegBase !== undefined && text) {
    if (Number(cd.execSegBase) !== text.fileoff || Number(cd.execSegLimit) !== text.filesize) {
      problems.push(
        `execSeg ${cd.execSegBase}+${cd.execSegLimit} is not __TEXT's file range ${text.fileoff}+${text.filesize}`,
      );
    }
    if (macho.filetype === MH_EXECUTE && (cd.execSegFlags & BigInt(CS_EXECSEG_MAIN_BINARY)) === 0n) {
      problems.push('execSegFlags lack CS_EXECSEG_MAIN_BINARY for an executable');
    }
  }
  return { ...cd, codeLimit };
}

function checkSpecialBlobs(blobs, problems) {
  const requirements = blobs.get(SLOT_REQUIREMENTS);
  if (!requirements) problems.push('no requirements blob (slot 2): macOS rejects such signatures');
  else if (requirements.readUInt32BE(0) !== MAGIC_REQUIREMENTS) problems.push('slot 2 is not a requirements blob');
  for (const [slot, magic] of SPECIAL_SLOT_MAGIC) {
    const blob = blobs.get(slot);
    if (blob && blob.readUInt32BE(0) !== magic) problems.push(`slot ${slot} blob has the wrong magic`);
  }
  const cms = blobs.get(SLOT_CMS);
  if (cms && cms.readUInt32BE(0) !== MAGIC_BLOBWRAPPER) problems.push('signature slot 0x10000 is not a blob wrapper');
  if (cms && cms.length > 8) problems.push('signature slot carries CMS data: not an ad-hoc signature');
  for (const slot of blobs.keys()) {
    if (slot >= SLOT_ALTERNATE_CD_FIRST && slot < SLOT_ALTERNATE_CD_FIRST + 5) {
      problems.push(`alternate CodeDirectory in slot 0x${slot.toString(16)} is not checked by this verifier`);
    }
  }
}

/** Node's single-executable blob: segment NODE_SEA, section __NODE_SEA_BLOB, inside the hashed range; fuse flipped. */
function checkSeaBlob(bytes, macho, codeLimit, problems) {
  const segment = macho.segments.find((s) => s.name === SEA_SEGMENT);
  const section = segment?.sections.find((s) => s.name === SEA_SECTION);
  if (!section) {
    problems.push(`no ${SEA_SEGMENT},${SEA_SECTION} section: Node would not find its single-executable blob`);
    return undefined;
  }
  if (section.size === 0) problems.push(`${SEA_SECTION} is empty`);
  if (section.offset + section.size > codeLimit) problems.push(`${SEA_SECTION} is not covered by the code hashes`);
  if (!bytes.includes(SEA_FUSE_FLIPPED, 0, 'latin1')) {
    problems.push('the NODE_SEA fuse is not flipped: Node would start as plain node, ignoring the blob');
  }
  return section;
}

/**
 * Check a signed macOS single-executable. Returns a summary; throws MachOVerifyError listing every problem found.
 * @param {Buffer} bytes the whole file
 */
export function verifyMachO(bytes) {
  const macho = parseMachO(bytes);
  const problems = [];
  if (macho.filetype !== MH_EXECUTE) problems.push(`file type ${macho.filetype} is not an executable (MH_EXECUTE)`);
  for (const seg of macho.segments) {
    if (seg.fileoff + seg.filesize > bytes.length) problems.push(`segment ${seg.name} runs past the end of the file`);
  }
  const linkedit = macho.segments.find((s) => s.name === '__LINKEDIT');
  if (!linkedit) throw new MachOVerifyError([...problems, 'no __LINKEDIT segment']);
  const lastEnd = Math.max(...macho.segments.map((s) => s.fileoff + s.filesize));
  if (linkedit.fileoff + linkedit.filesize !== lastEnd) problems.push('__LINKEDIT is not the last segment in the file');
  if (lastEnd !== bytes.length) problems.push(`${bytes.length - lastEnd} bytes follow the last segment`);
  if (linkedit.vmsize < linkedit.filesize) problems.push('__LINKEDIT vmsize is smaller than its filesize');
  if (macho.signatures.length !== 1) {
    throw new MachOVerifyError([...problems, `${macho.signatures.length} LC_CODE_SIGNATURE commands, expected 1`]);
  }
  const { dataoff, datasize } = macho.signatures[0];
  if (dataoff % 16 !== 0) problems.push(`signature offset ${dataoff} is not 16-byte aligned`);
  if (dataoff < linkedit.fileoff || dataoff + datasize !== linkedit.fileoff + linkedit.filesize) {
    problems.push('the code signature does not end __LINKEDIT');
  }
  if (dataoff + datasize > bytes.length) throw new MachOVerifyError([...problems, 'signature runs past end of file']);
  for (const { what, from, size } of macho.linkeditData) {
    if (size > 0 && (from < linkedit.fileoff || from + size > dataoff)) {
      problems.push(`${what} (${from}+${size}) is not inside __LINKEDIT before the signature`);
    }
  }

  const blobs = parseSuperBlob(bytes, dataoff, datasize, problems);
  const cdBlob = blobs.get(SLOT_CODEDIRECTORY);
  if (!cdBlob) throw new MachOVerifyError([...problems, 'no CodeDirectory in slot 0']);
  checkSpecialBlobs(blobs, problems);
  const cd = checkCodeDirectory(bytes, macho, cdBlob, blobs, dataoff, problems);
  const sea = checkSeaBlob(bytes, macho, cd?.codeLimit ?? dataoff, problems);
  if (problems.length > 0) throw new MachOVerifyError(problems);
  return {
    arch: macho.arch,
    identifier: cd.identifier,
    flags: cd.flags,
    codeLimit: cd.codeLimit,
    codeSlots: cd.nCodeSlots,
    specialSlots: cd.nSpecialSlots,
    slots: [...blobs.keys()],
    seaBlobSize: sea.size,
  };
}

/** The CodeDirectory fields of a signed file, for comparing layouts; throws if there is no readable one. */
export function readCodeDirectory(bytes) {
  const [signature] = parseMachO(bytes).signatures;
  if (!signature) throw new MachOVerifyError(['no LC_CODE_SIGNATURE']);
  const problems = [];
  const cd = parseSuperBlob(bytes, signature.dataoff, signature.datasize, problems).get(SLOT_CODEDIRECTORY);
  if (!cd || cd.length < 88) throw new MachOVerifyError([...problems, 'no CodeDirectory in slot 0']);
  return parseCodeDirectory(cd);
}

/** One line for the release log. */
export function describeVerified(file, s) {
  const slots = s.slots.map((t) => `0x${t.toString(16)}`).join(',');
  return (
    `${basename(file)}: ${s.arch} ad-hoc signature OK (identifier ${s.identifier}, ${s.codeSlots} page hashes ` +
    `over ${s.codeLimit} bytes, ${s.specialSlots} special slots, blobs ${slots}), ` +
    `${SEA_SEGMENT},${SEA_SECTION} ${s.seaBlobSize} bytes`
  );
}

function main(argv) {
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    process.stderr.write('usage: macho-verify.mjs <file>\n');
    return 2;
  }
  const [file] = argv;
  try {
    process.stdout.write(describeVerified(file, verifyMachO(readFileSync(file))) + '\n');
    return 0;
  } catch (err) {
    const reason = err instanceof MachOVerifyError ? err.problems.join('\n  ') : String(err?.message ?? err);
    process.stderr.write(`${basename(file)}: signature check failed:\n  ${reason}\n`);
    return 1;
  }
}

// Run as a program (also through a symlink), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = main(process.argv.slice(2));
}
