// The command line (yargs): no sub-command speaks the protocol on stdin; perft, bench and topology run and exit.
// The --help text is generated from these definitions, so it stays true.
import yargs from 'yargs';
import { VARIANTS, type VariantName } from '../core/types';
import { benchCommand, perftCommand, topologyCommand, type CommandIo } from './commands';
import { runProtocolMode } from './protocol-mode';
import { VERSION } from './version';

const STD_IO: CommandIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Parses argv and runs the chosen command; sub-commands set process.exitCode, protocol mode keeps running. */
export async function runCli(argv: readonly string[], io: CommandIo = STD_IO): Promise<void> {
  const finish = (code: number): void => {
    if (code !== 0) process.exitCode = code;
  };
  await yargs([...argv])
    .scriptName('topochess')
    .usage('Usage: $0 [command] [options]\n\nA chess-variant engine for unusual boards, speaking UCI and XBoard/CECP v2.')
    .command(
      '$0',
      'Speak UCI or XBoard on stdin/stdout; the first command (uci, xboard) chooses the dialect',
      (y) => y,
      () => runProtocolMode(),
    )
    .command(
      'perft <depth>',
      'Count the leaf nodes of the move tree per root move, with the total, time and speed',
      (y) =>
        y
          .positional('depth', { type: 'number', demandOption: true, describe: 'plies to count (1-30)' })
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant to count' })
          .option('fen', { type: 'string', describe: 'start from this position text instead of the initial position' }),
      (args) => finish(perftCommand(io, args.variant as VariantName, args.depth, args.fen)),
    )
    .command(
      'bench',
      'Benchmark perft and a fixed-depth search; prints speed and the node-count signature',
      (y) =>
        y
          .option('variant', { type: 'string', choices: [...VARIANTS, 'all'], default: 'all', describe: 'variant to benchmark, or all in turn' })
          .option('depth', { type: 'number', describe: 'search depth (default: the signature depth)' }),
      (args) => finish(benchCommand(io, args.variant as VariantName | 'all', args.depth)),
    )
    .command(
      'topology <variant>',
      "Write the variant's board description (JSON: cells, neighbours, pieces, start position)",
      (y) =>
        y
          .positional('variant', { type: 'string', choices: VARIANTS, demandOption: true, describe: 'variant to describe' })
          .option('out', { alias: 'o', type: 'string', describe: 'write to this file instead of stdout' }),
      (args) => finish(topologyCommand(io, args.variant as VariantName, args.out)),
    )
    .strict()
    .detectLocale(false)
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .alias('v', 'version')
    .wrap(null)
    .parseAsync();
}
