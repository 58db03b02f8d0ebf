// Entry point of the bundle and the standalone binary: hands the command line to the CLI. Importing this module
// does nothing unless it is the program's main module, and nothing is printed until a command asks for it.
import { runCli } from './cli/cli';

function isEntryPoint(): boolean {
  if (require.main === module) return true;
  try {
    // Inside a single-executable application the embedded script is the entry point.
    return (require('node:sea') as { isSea(): boolean }).isSea();
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  runCli(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`topochess: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
