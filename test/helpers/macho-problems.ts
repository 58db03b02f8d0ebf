// The Mach-O checker's verdict as a list, for the signer's tests (test/release/, test/e2e/macho-node.test.ts).
import { MachOVerifyError, verifyMachO } from '../../scripts/release/macho-verify.mjs';

/** The problems the checker reports, or [] when it accepts the file. */
export function problemsOf(bytes: Buffer): string[] {
  try {
    verifyMachO(bytes);
    return [];
  } catch (err) {
    if (err instanceof MachOVerifyError) return err.problems;
    throw err;
  }
}
