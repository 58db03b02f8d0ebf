// Reads what a test needs from a Windows PE32+ executable: machine, subsystem, and one named resource's bytes
// (the single-executable blob is stored as RT_RCDATA "NODE_SEA_BLOB").

export const IMAGE_FILE_MACHINE_AMD64 = 0x8664;
export const IMAGE_SUBSYSTEM_WINDOWS_CUI = 3;
const PE32_PLUS_MAGIC = 0x20b;
const RESOURCE_DIRECTORY_INDEX = 2;
const CERTIFICATE_TABLE_INDEX = 4;
const NAME_IS_STRING = 0x80000000;
const ENTRY_IS_DIRECTORY = 0x80000000;

export interface PortableExecutable {
  readonly machine: number;
  readonly subsystem: number;
  /** Bytes of the Authenticode certificate table (0: unsigned). */
  readonly certificateTableSize: number;
  /** The bytes of resource `type`/`name` (first language), or undefined when absent. */
  resource(type: number, name: string): Buffer | undefined;
}

interface Section {
  readonly virtualAddress: number;
  readonly virtualSize: number;
  readonly rawOffset: number;
}

export function readPortableExecutable(file: Buffer): PortableExecutable {
  if (file.toString('latin1', 0, 2) !== 'MZ') throw new Error('no MZ header');
  const pe = file.readUInt32LE(0x3c);
  if (file.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error('no PE signature');
  const coff = pe + 4;
  const machine = file.readUInt16LE(coff);
  const sectionCount = file.readUInt16LE(coff + 2);
  const optionalSize = file.readUInt16LE(coff + 16);
  const optional = coff + 20;
  if (file.readUInt16LE(optional) !== PE32_PLUS_MAGIC) throw new Error('not PE32+');
  const subsystem = file.readUInt16LE(optional + 68);
  const resourceRva = file.readUInt32LE(optional + 112 + RESOURCE_DIRECTORY_INDEX * 8);
  const certificateTableSize = file.readUInt32LE(optional + 112 + CERTIFICATE_TABLE_INDEX * 8 + 4);
  const sections: Section[] = [];
  for (let i = 0, at = optional + optionalSize; i < sectionCount; i++, at += 40) {
    sections.push({
      virtualSize: file.readUInt32LE(at + 8),
      virtualAddress: file.readUInt32LE(at + 12),
      rawOffset: file.readUInt32LE(at + 20),
    });
  }
  const offsetOf = (rva: number): number => {
    const section = sections.find((s) => rva >= s.virtualAddress && rva < s.virtualAddress + s.virtualSize);
    if (section === undefined) throw new Error(`RVA ${rva.toString(16)} is in no section`);
    return rva - section.virtualAddress + section.rawOffset;
  };
  const root = offsetOf(resourceRva);
  /** The entries of the resource directory at `dir` (offsets relative to the resource section). */
  const entries = (dir: number): { name: number | string; target: number }[] => {
    const at = root + dir;
    const count = file.readUInt16LE(at + 12) + file.readUInt16LE(at + 14);
    return Array.from({ length: count }, (_, i) => {
      const nameField = file.readUInt32LE(at + 16 + i * 8);
      const target = file.readUInt32LE(at + 20 + i * 8);
      if ((nameField & NAME_IS_STRING) === 0) return { name: nameField, target };
      const string = root + (nameField & ~NAME_IS_STRING);
      const length = file.readUInt16LE(string);
      return { name: file.toString('utf16le', string + 2, string + 2 + length * 2), target };
    });
  };
  const subdirectory = (dir: number, name: number | string): number | undefined => {
    const entry = entries(dir).find((e) => e.name === name);
    return entry === undefined ? undefined : entry.target & ~ENTRY_IS_DIRECTORY;
  };
  return {
    machine,
    subsystem,
    certificateTableSize,
    resource(type, name) {
      const names = subdirectory(0, type);
      const languages = names === undefined ? undefined : subdirectory(names, name);
      if (languages === undefined) return undefined;
      const data = root + entries(languages)[0].target;
      const start = offsetOf(file.readUInt32LE(data));
      return file.subarray(start, start + file.readUInt32LE(data + 4));
    },
  };
}
