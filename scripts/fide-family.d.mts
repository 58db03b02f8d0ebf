/** Types for fide-family.mjs (plain ESM, run by the build and imported by tests). */
export interface FamilyInstance {
  /** The instance's name: its folder under engines/generated. */
  readonly name: string;
  /** Its board module, an absolute path without the extension. */
  readonly board: string;
  /** Its parameter table, an absolute path. */
  readonly params: string;
}
export function familyInstances(): FamilyInstance[];
export function generate(): string[];
