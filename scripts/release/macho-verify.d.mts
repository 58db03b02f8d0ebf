/** Types for macho-verify.mjs (plain ESM, run by the release and imported by tests). */
export const SEA_SEGMENT: string;
export const SEA_SECTION: string;
export class MachOVerifyError extends Error {
  problems: string[];
  constructor(problems: string[]);
}
export interface MachOSection {
  name: string;
  segname: string;
  size: number;
  offset: number;
}
export interface MachOSegment {
  name: string;
  vmsize: number;
  fileoff: number;
  filesize: number;
  sections: MachOSection[];
}
export interface ParsedMachO {
  arch: 'x86_64' | 'arm64';
  filetype: number;
  commandsEnd: number;
  segments: MachOSegment[];
  signatures: { dataoff: number; datasize: number }[];
  linkeditData: { what: string; from: number; size: number }[];
}
export function parseMachO(bytes: Buffer): ParsedMachO;
export interface VerifiedMachO {
  arch: 'x86_64' | 'arm64';
  identifier: string;
  flags: number;
  codeLimit: number;
  codeSlots: number;
  specialSlots: number;
  slots: number[];
  seaBlobSize: number;
}
export function verifyMachO(bytes: Buffer): VerifiedMachO;
export function describeVerified(file: string, summary: VerifiedMachO): string;
export interface CodeDirectoryFields {
  magic: number;
  length: number;
  version: number;
  flags: number;
  hashOffset: number;
  identOffset: number;
  nSpecialSlots: number;
  nCodeSlots: number;
  codeLimit: number;
  hashSize: number;
  hashType: number;
  pageShift: number;
  teamOffset: number;
  codeLimit64: bigint;
  execSegBase?: bigint;
  execSegLimit?: bigint;
  execSegFlags?: bigint;
  identifier?: string;
}
export function readCodeDirectory(bytes: Buffer): CodeDirectoryFields;
