/** Types for macho-sign.mjs (plain ESM, run by the release and imported by tests). */
export function signMachO(input: Buffer, options: { identifier: string }): Buffer;
export function signMachOFile(
  inPath: string,
  outPath: string,
  options?: { identifier?: string },
): { identifier: string; size: number };
