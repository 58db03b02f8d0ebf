// Removes the Authenticode signature from a PE file, as `signtool remove /s` does: Node's node.exe is signed by the
// OpenJS Foundation, and injecting the single-executable blob moves the file's end but not the certificate table's
// address, which would leave the executable pointing at a signature that is not there. Unsigned is honest: the
// signature would not match the new contents anyway.
import { readFileSync, writeFileSync } from 'node:fs';

const PE32_PLUS_MAGIC = 0x20b;
const CERTIFICATE_TABLE_INDEX = 4;

/**
 * Strips the certificate table (always the file's last bytes) and clears its directory entry; returns the bytes
 * removed.
 */
export function removeAuthenticode(path) {
  const file = readFileSync(path);
  const pe = file.readUInt32LE(0x3c);
  if (file.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error(`${path}: no PE signature`);
  const optional = pe + 24;
  if (file.readUInt16LE(optional) !== PE32_PLUS_MAGIC) throw new Error(`${path}: not PE32+`);
  const entry = optional + 112 + CERTIFICATE_TABLE_INDEX * 8;
  const offset = file.readUInt32LE(entry); // a file offset, unlike the other directories' RVAs
  const size = file.readUInt32LE(entry + 4);
  if (size === 0) return 0;
  if (offset + size !== file.length) throw new Error(`${path}: the certificate table is not at the end of the file`);
  file.writeUInt32LE(0, entry);
  file.writeUInt32LE(0, entry + 4);
  writeFileSync(path, file.subarray(0, offset));
  return size;
}
