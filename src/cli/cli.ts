// The command line (yargs): no sub-command speaks the protocol on stdin; perft, bench and topology run and exit.
// The --help text is generated from these definitions, so it stays true.
import yargs from 'yargs';
import { VARIANTS, type VariantName } from '../core/types';
import { booksCommand } from './books-command';
import { datagenCommand } from './datagen-command';
import { benchCommand, perftCommand, topologyCommand, type CommandIo } from './commands';
import { diagramCommand } from './diagram';
import { matchCommand } from './match-command';
import { matchMergeCommand, matchStatusCommand } from './match-files';
import { playCommand, stdinLines } from './play';
import { guiCommand } from './gui';
import { runProtocolMode } from './protocol-mode';
import { versionLine } from './version';
import { DEFAULT_SHAPE, runTrain } from '../tune/train';
import { ACTIVATIONS } from '../tune/net-train';
import type { Activation } from '../tune/net-train';
import { runTune } from '../tune/tune';
import { runSalmonDuel } from '../tune/salmon-duel';
import { runSalmonSpsa } from '../tune/salmon-spsa';
import { SKILL_NAMES, type SkillName } from '../search/skill';

/**
 * A reader that went away (`topochess topology salmon | head`) ends a sub-command quietly, not with a stack trace.
 * Protocol mode adds a handler of its own (a graceful quit), which then takes over.
 */
function exitOnClosedPipe(error: NodeJS.ErrnoException): void {
  if (process.stdout.listenerCount('error') > 1) return;
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
}

const STD_IO: CommandIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Parses argv and runs the chosen command; sub-commands set process.exitCode, protocol mode keeps running. */
export async function runCli(argv: readonly string[], io: CommandIo = STD_IO): Promise<void> {
  if (process.stdout.listenerCount('error') === 0) process.stdout.on('error', exitOnClosedPipe);
  const finish = (code: number): void => {
    if (code !== 0) process.exitCode = code;
  };
  await yargs([...argv])
    .scriptName('topochess')
    .usage(
      'Usage: $0 [command] [options]\n\nA chess-variant engine for unusual boards, speaking UCI and XBoard/CECP v2.',
    )
    .command(
      '$0',
      'Speak UCI or XBoard on stdin/stdout; the first command (uci, xboard) chooses the dialect',
      (y) => y,
      () => runProtocolMode(),
    )
    .command(
      'perft <depth>',
      'Count the leaf nodes of the move tree per root move, with the total, time and speed (salmon: sub-moves within the turn)',
      (y) =>
        y
          .positional('depth', { type: 'number', demandOption: true, describe: 'plies to count (1-30)' })
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant to count' })
          .option('fen', { type: 'string', describe: 'start from this position text instead of the initial position' }),
      (args) => finish(perftCommand(io, args.variant as VariantName, args.depth, args.fen)),
    )
    .command(
      'bench',
      'Benchmark perft and a fixed-depth search (salmon: turns planned with a fixed budget); prints speed and the node-count signature',
      (y) =>
        y
          .option('variant', {
            type: 'string',
            choices: [...VARIANTS, 'all'],
            default: 'all',
            describe: 'variant to benchmark, or all in turn',
          })
          .option('depth', { type: 'number', describe: 'search depth (default: the signature depth)' }),
      (args) => finish(benchCommand(io, args.variant as VariantName | 'all', args.depth)),
    )
    .command(
      'match',
      'Play engines against each other under the rules of a variant, as arbiter: PGN, live score, Elo and SPRT',
      (y) =>
        y
          .command(
            'merge <files..>',
            'Sum the result files of a match (its shards, a resumed run) and print the report one run of those pairs prints',
            (z) => z.positional('files', { type: 'string', array: true, demandOption: true, describe: 'result files' }),
            (args) => finish(matchMergeCommand(io, args.files)),
          )
          .command(
            'status <files..>',
            "Say whether the SPRT in a match's result files has decided: exit 0 when it has, 3 when not yet",
            (z) => z.positional('files', { type: 'string', array: true, demandOption: true, describe: 'result files' }),
            (args) => finish(matchStatusCommand(io, args.files)),
          )
          .option('engine1', { type: 'string', describe: 'first engine command line (required)' })
          .option('engine2', { type: 'string', describe: 'second engine command line (required)' })
          .option('proto1', {
            type: 'string',
            choices: ['uci', 'xboard'],
            default: 'uci',
            describe: 'protocol of engine 1 (salmon: uci only)',
          })
          .option('proto2', {
            type: 'string',
            choices: ['uci', 'xboard'],
            default: 'uci',
            describe: 'protocol of engine 2 (salmon: uci only)',
          })
          .option('name1', {
            type: 'string',
            describe: "name of engine 1 in PGN and report (default: the engine's own name and its fixed limits)",
          })
          .option('name2', {
            type: 'string',
            describe: 'name of engine 2 (" #2" is added when the two names are the same)',
          })
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant to play' })
          .option('games', {
            type: 'number',
            default: 2,
            describe:
              'number of games (colours, or salmon seats A C E G I / B D F H J, alternate in pairs: each opening is played once each way)',
          })
          .option('tc', {
            type: 'string',
            describe: 'time control base+inc in seconds, e.g. 10+0.1 (one clock per seat)',
          })
          .option('depth', { type: 'number', describe: 'fixed search depth per move' })
          .option('depth1', { type: 'number', describe: 'fixed depth for engine 1 only (two strengths of one engine)' })
          .option('depth2', { type: 'number', describe: 'fixed depth for engine 2 only' })
          .option('nodes1', {
            type: 'number',
            describe: 'node count per move for engine 1 only (e.g. node odds for a slower build)',
          })
          .option('nodes2', { type: 'number', describe: 'node count per move for engine 2 only' })
          .option('option1', {
            type: 'string',
            array: true,
            describe: 'engine 1 option NAME=VALUE, set at start (repeatable), e.g. "Skill Level=5"',
          })
          .option('option2', { type: 'string', array: true, describe: 'engine 2 option NAME=VALUE (repeatable)' })
          .option('nodes', { type: 'number', describe: 'fixed node count per move (UCI engines)' })
          .option('movetime', { type: 'number', describe: 'fixed time per move in ms' })
          .option('openings', {
            type: 'string',
            default: 'builtin',
            describe:
              "where each pair of games starts: builtin (the variant's book of positions scored near level; pair p plays line p), " +
              'none (the start position every game), or a FILE of positions (one per line, or a PGN with FEN tags)',
          })
          .option('random-plies', {
            type: 'number',
            describe:
              'random legal plies (salmon: whole turns) played after the opening before the engines take over (default 0)',
          })
          .option('seed', { type: 'number', default: 1, describe: 'seed of the random plies' })
          .option('concurrency', { type: 'number', default: 1, describe: 'games played at once' })
          .option('max-plies', {
            type: 'number',
            default: 0,
            describe: 'adjudicate a draw after this many plies (salmon: turns, a draw among the survivors; 0: never)',
          })
          .option('resign', {
            type: 'string',
            describe: 'adjudicate a loss at cp,moves (score <= -cp for moves in a row; two-player variants)',
          })
          .option('draw', {
            type: 'string',
            describe:
              'adjudicate a draw at cp,moves[,movenumber] (both |score| <= cp for moves, counted from movenumber on; two-player variants)',
          })
          .option('sprt', {
            type: 'string',
            describe:
              'elo0,elo1,alpha,beta in normalized Elo: a sequential test on game pairs (pentanomial), stop when it decides',
          })
          .option('results', {
            type: 'string',
            describe:
              'append one JSON line per finished game pair to this file (after a settings line); {shard} is replaced by the shard index',
          })
          .option('resume', {
            type: 'boolean',
            default: false,
            describe: 'go on with the pairs already in the --results file (a killed run, a new wave with more --games)',
          })
          .option('shard', {
            type: 'string',
            describe:
              'K/N: play only the pairs p with p % N == K (default: from SLURM_ARRAY_TASK_ID/_COUNT, JOB_COMPLETION_INDEX or PARALLEL_SEQ)',
          })
          .option('shards', {
            type: 'number',
            describe:
              'the shard count N with a batch index from JOB_COMPLETION_INDEX (Kubernetes) or PARALLEL_SEQ (GNU parallel)',
          })
          .option('pgn', { type: 'string', describe: 'append the games to this PGN file ({shard}: the shard index)' })
          .option('margin', {
            type: 'number',
            default: 100,
            describe: 'ms an engine may overrun its clock before it forfeits',
          })
          .option('move-timeout', {
            type: 'number',
            default: 60_000,
            describe: 'ms to wait for a move without a clock before calling the engine hung',
          }),
      async (args) => finish(await matchCommand(io, args)),
    )
    .command(
      'books',
      "Make a variant's opening book from a seed: random plies from the start, kept when a fixed search scores them near level, or in a window of White's score (what `make books` runs)",
      (y) =>
        y
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant' })
          .option('count', { type: 'number', default: 2000, describe: 'positions to keep' })
          .option('seed', { type: 'number', default: 1, describe: 'seed of the random plies' })
          .option('out', { alias: 'o', type: 'string', demandOption: true, describe: 'file to write' })
          .option('min-score', {
            type: 'number',
            describe: "keep positions where White's score is at least this (cp; default -60)",
          })
          .option('max-score', {
            type: 'number',
            describe:
              "keep positions where White's score is at most this (cp; default 60). A window such as 100..160 makes an unbalanced book",
          })
          .option('plies', {
            type: 'string',
            describe: "random plies per position, min,max (default: the variant's, e.g. 2,4 in normal)",
          }),
      (args) =>
        finish(
          booksCommand(io, {
            variant: args.variant as VariantName,
            count: args.count,
            seed: args.seed,
            out: args.out,
            minScore: args.minScore,
            maxScore: args.maxScore,
            plies: args.plies,
          }),
        ),
    )
    .command(
      'datagen',
      'Self-play positions for the tuner at a fixed node count from the variant book (or --openings): one line per position (text | score | eval | result | ply)',
      (y) =>
        y
          .option('variant', {
            type: 'string',
            choices: VARIANTS,
            default: VARIANTS[0],
            describe: 'variant (two-player)',
          })
          .option('games', { type: 'number', default: 1000, describe: 'games; game g starts from opening g' })
          .option('nodes', { type: 'number', default: 5000, describe: 'nodes searched per move' })
          .option('openings', {
            type: 'string',
            default: 'builtin',
            describe:
              "where game g starts: builtin (line g of the variant's book), none (the start position), or a FILE of positions",
          })
          .option('seed', { type: 'number', default: 1, describe: 'seed of the random plies after the opening' })
          .option('random-plies', { type: 'number', default: 4, describe: 'random plies after each opening' })
          .option('max-plies', { type: 'number', default: 400, describe: 'a game longer than this is a draw' })
          .option('out', {
            alias: 'o',
            type: 'string',
            demandOption: true,
            describe: 'output file ({shard}: the shard index)',
          })
          .option('shard', { type: 'string', describe: 'K/N: play only the games g with g % N == K (as for match)' })
          .option('shards', { type: 'number', describe: 'the shard count with JOB_COMPLETION_INDEX or PARALLEL_SEQ' })
          .option('resume', { type: 'boolean', default: false, describe: 'go on with the games already in --out' }),
      (args) => finish(datagenCommand(io, { ...args, variant: args.variant as VariantName })),
    )
    .command(
      'play',
      "Play against the engine in the terminal: text board, moves in SAN (normal chess), the variant's move text (its rules page) or the engine notation (salmon: sub-moves, pass), help, help pieces, moves, undo, new, resign",
      (y) =>
        y
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant to play' })
          .option('level', {
            type: 'string',
            choices: Object.keys(SKILL_NAMES),
            default: 'club',
            describe:
              'engine strength: beginner, club, expert or full (Skill Level 0, 8, 14, 20; Elo in docs/search.md)',
          })
          .option('depth', {
            type: 'number',
            describe: "a fixed search depth per move instead of the level's 2 s (salmon: the turn planner beam width)",
          })
          .option('side', {
            type: 'string',
            describe:
              'the side you play: white or black (w, b; white by default); salmon: player letters joined by commas (A,D)',
          }),
      async (args) => {
        const lines = stdinLines();
        try {
          finish(
            await playCommand(
              io,
              {
                variant: args.variant as VariantName,
                level: args.level as SkillName,
                depth: args.depth,
                side: args.side,
              },
              lines.next,
            ),
          );
        } finally {
          lines.close();
        }
      },
    )
    .command(
      'gui',
      'Serve a board page on 127.0.0.1 to play the engine in the browser (any variant; clocks, move list, PGN, rules)',
      (y) =>
        y
          .option('port', { type: 'number', default: 0, describe: 'port to listen on (0: any free port)' })
          .option('variant', {
            type: 'string',
            choices: VARIANTS,
            default: VARIANTS[0],
            describe: 'variant shown first',
          }),
      async (args) => finish(await guiCommand(io, { port: args.port, variant: args.variant as VariantName })),
    )
    .command(
      'tune',
      "Texel-tune a variant's evaluation parameters on data lines (position | search score | static eval | result | ply): fit K, then Adam; writes the table",
      (y) =>
        y
          .option('variant', { type: 'string', choices: VARIANTS, default: VARIANTS[0], describe: 'variant to tune' })
          .option('data', {
            type: 'string',
            array: true,
            demandOption: true,
            describe: 'data file (repeatable), as `topochess datagen` writes it; # starts a comment',
          })
          .option('epochs', { type: 'number', default: 100, describe: 'passes over the data' })
          .option('lr', { type: 'number', default: 1, describe: "Adam's learning rate (centipawns per step, roughly)" })
          .option('batch', { type: 'number', default: 16384, describe: 'positions per mini-batch' })
          .option('groups', {
            type: 'string',
            describe: "comma-separated parameter groups to tune (default: every group of the variant's table)",
          })
          .option('seed', {
            type: 'number',
            default: 1,
            describe: 'seed of the shuffles (the same seed, the same result)',
          })
          .option('quiet-margin', {
            type: 'number',
            default: 100,
            describe:
              'keep a position only if its search score and static eval differ by at most this (cp); -1: keep all',
          })
          .option('k', { type: 'number', describe: 'scaling constant K per centipawn (default: fitted to the data)' })
          .option('l2', {
            type: 'number',
            default: 0,
            describe: 'weight of an L2 penalty toward the current values (holds rarely seen parameters in place)',
          })
          .option('holdout', {
            type: 'number',
            default: 0,
            describe: 'hold out every Nth game and print the error on it before and after (0: none)',
          })
          .option('lambda', {
            type: 'number',
            default: 1,
            describe:
              "weight of the game's result in each target, the rest from the search score: sigmoid(K x score) (1: the result alone)",
          })
          .option('out', {
            type: 'string',
            describe: 'file to write the tuned table to (default: params-<variant>.json)',
          }),
      (args) =>
        finish(
          runTune(io, {
            variant: args.variant as VariantName,
            data: args.data,
            epochs: args.epochs,
            learningRate: args.lr,
            batchSize: args.batch,
            groups: args.groups?.split(',').map((group) => group.trim()),
            seed: args.seed,
            quietMargin: args['quiet-margin'] < 0 ? undefined : args['quiet-margin'],
            k: args.k,
            l2: args.l2,
            holdout: args.holdout,
            lambda: args.lambda,
            out: args.out ?? `params-${args.variant}.json`,
          }),
        ),
    )
    .command(
      'train',
      "Train normal's evaluation network on data lines (position | search score | static eval | result | ply): Adam on results blended with search scores; writes the weights",
      (y) =>
        y
          .option('data', {
            type: 'string',
            array: true,
            demandOption: true,
            describe: 'data file (repeatable), as `topochess datagen --variant normal` writes it; # starts a comment',
          })
          .option('init', {
            type: 'string',
            describe:
              'go on training the network in this file (one train wrote, e.g. engines/chess8/net.json): its shape and K are kept, and it is written unless an epoch does better on the held-out games',
          })
          .option('hidden', {
            type: 'number',
            describe: `hidden units per side, a multiple of 4 [default: ${DEFAULT_SHAPE.hidden}, or --init's]`,
          })
          .option('buckets', {
            type: 'number',
            describe: `output layers, one per band of game phases (the opening last) [default: ${DEFAULT_SHAPE.buckets}, or --init's]`,
          })
          .option('epochs', { type: 'number', default: 8, describe: 'passes over the data' })
          .option('lr', { type: 'number', default: 0.001, describe: "Adam's learning rate" })
          .option('decay', {
            type: 'number',
            default: 0.7,
            describe: 'the learning rate is multiplied by this after each epoch',
          })
          .option('batch', { type: 'number', default: 256, describe: 'positions per mini-batch' })
          .option('lambda', {
            type: 'number',
            default: 0.2,
            describe: "weight of the game's result in each target, the rest from the search score: sigmoid(K x score)",
          })
          .option('mirror', {
            type: 'boolean',
            default: true,
            describe: 'also train on each position mirrored left to right (--no-mirror: not)',
          })
          .option('residual', {
            type: 'boolean',
            describe:
              "train a network whose output is added to normal's hand-made evaluation [default: false, or --init's]",
          })
          .option('activation', {
            choices: ACTIVATIONS,
            describe: `each unit: its sum clamped to 0..1 ('crelu'), or clamped and squared ('screlu') [default: ${DEFAULT_SHAPE.activation}, or --init's]`,
          })
          .option('holdout', {
            type: 'number',
            default: 10,
            describe: 'hold out every Nth game; the epoch of least error on it is kept (0: none, the last epoch)',
          })
          .option('quiet-margin', {
            type: 'number',
            default: -1,
            describe:
              'keep a position only if its search score and static eval differ by at most this (cp); -1 (the default): keep all',
          })
          .option('seed', { type: 'number', default: 1, describe: 'seed of the start weights and shuffles' })
          .option('out', {
            type: 'string',
            default: 'net.json',
            describe: 'file to write the weights to, after each epoch that is the best so far',
          }),
      (args) =>
        finish(
          runTrain(io, {
            data: args.data,
            init: args.init,
            hidden: args.hidden,
            buckets: args.buckets,
            activation: args.activation as Activation | undefined,
            epochs: args.epochs,
            learningRate: args.lr,
            decay: args.decay,
            batchSize: args.batch,
            lambda: args.lambda,
            mirror: args.mirror,
            residual: args.residual,
            holdout: args.holdout,
            quietMargin: args['quiet-margin'] < 0 ? undefined : args['quiet-margin'],
            seed: args.seed,
            out: args.out,
          }),
        ),
    )
    .command(
      'spsa',
      "Tune salmon's planner weights by SPSA on 10-seat self-play at fixed nodes (pairs of games, candidates on alternate seats); writes the table",
      (y) =>
        y
          .option('iterations', { type: 'number', default: 100, describe: 'SPSA iterations: one game pair each' })
          .option('nodes', { type: 'number', default: 300, describe: 'evaluated positions per turn' })
          .option('beam', { type: 'number', describe: "the planner's beam width (default: its own)" })
          .option('max-turns', {
            type: 'number',
            default: 600,
            describe: 'a game still going after this many turns is a draw among the survivors',
          })
          .option('c', { type: 'number', default: 0.2, describe: 'perturbation, a share of each start value' })
          .option('a', { type: 'number', default: 0.2, describe: 'step size, a share of each start value' })
          .option('seed', {
            type: 'number',
            default: 1,
            describe: 'seed of the signs (the same seed, the same result)',
          })
          .option('out', {
            type: 'string',
            default: 'params-salmon.json',
            describe: 'file to write the tuned table to',
          }),
      (args) =>
        finish(
          runSalmonSpsa(io, {
            iterations: args.iterations,
            nodes: args.nodes,
            beam: args.beam,
            maxTurns: args['max-turns'],
            c: args.c,
            a: args.a,
            seed: args.seed,
            out: args.out,
          }),
        ),
    )
    .command(
      'salmon-duel',
      'Measure two salmon planners (weight tables, budgets) in 10-seat game pairs on alternate seats, scored by the winner or else the material in play; a score with its 95% interval',
      (y) =>
        y
          .option('pairs', { type: 'number', default: 40, describe: 'game pairs: one book line each, seats swapped' })
          .option('params1', { type: 'string', describe: "planner A's weight table (default: the committed one)" })
          .option('params2', { type: 'string', describe: "planner B's weight table (default: the committed one)" })
          .option('nodes', { type: 'number', default: 300, describe: 'evaluated positions per turn, both planners' })
          .option('nodes1', { type: 'number', describe: "planner A's evaluated positions per turn (default --nodes)" })
          .option('nodes2', { type: 'number', describe: "planner B's evaluated positions per turn (default --nodes)" })
          .option('beam1', { type: 'number', describe: "planner A's beam width (default: the planner's)" })
          .option('beam2', { type: 'number', describe: "planner B's beam width (default: the planner's)" })
          .option('max-turns', {
            type: 'number',
            default: 250,
            describe: 'a game still going after this many turns is scored by the material in play',
          })
          .option('seed', { type: 'number', default: 1, describe: 'where in the book the pairs start' }),
      (args) =>
        finish(
          runSalmonDuel(io, {
            a: { params: args.params1, nodes: args.nodes1 ?? args.nodes, beam: args.beam1 },
            b: { params: args.params2, nodes: args.nodes2 ?? args.nodes, beam: args.beam2 },
            pairs: args.pairs,
            maxTurns: args['max-turns'],
            seed: args.seed,
          }),
        ),
    )
    .command(
      'topology <variant>',
      "Write the variant's board description (JSON: cells, neighbours, pieces, start position)",
      (y) =>
        y
          .positional('variant', {
            type: 'string',
            choices: VARIANTS,
            demandOption: true,
            describe: 'variant to describe',
          })
          .option('out', { alias: 'o', type: 'string', describe: 'write to this file instead of stdout' }),
      (args) => finish(topologyCommand(io, args.variant as VariantName, args.out)),
    )
    .command(
      'diagram <variant>',
      'Draw a board as a standalone SVG (the same input gives the same bytes): a position, pieces, marked cells, arrows; or one piece figure. Exit code 2 for a bad argument, nothing written',
      (y) =>
        y
          .positional('variant', { type: 'string', choices: VARIANTS, demandOption: true, describe: 'variant to draw' })
          .option('position', {
            type: 'string',
            default: 'start',
            describe: "the variant's position text (as for perft --fen), or start, or empty (no pieces)",
          })
          .option('pieces', {
            type: 'string',
            describe:
              'pieces to place on top, [player:]code@cell,… (player: w or b, a letter A-J in salmon, or 0-9; code: a piece letter or code, a stack height): w:N@d4,b:p@e5',
          })
          .option('mark', { type: 'string', describe: 'cells to highlight, comma separated: d5,f5' })
          .option('moves', {
            type: 'string',
            describe:
              'a cell: also highlight where its piece can move by the rules, in the position (its side to move)',
          })
          .option('arrows', { type: 'string', describe: 'arrows FROM-TO, comma separated: e2-e4,g1-f3' })
          .option('layer', {
            type: 'string',
            describe:
              'layers to draw, 1-based and comma separated, on boards drawn a layer at a time (salmon; default: the layers of the marks and arrows, else 1)',
          })
          .option('crop', {
            type: 'boolean',
            default: false,
            describe:
              'draw only the part of the board round the pieces, marks and arrows, enlarged (a detail of a big board)',
          })
          .option('figure', {
            type: 'string',
            describe:
              'draw one piece alone instead of a board: [player:]code, e.g. b:N, D:KC, or A:#30 (the 30th kind in the piece list)',
          })
          .option('out', { alias: 'o', type: 'string', describe: 'write the SVG to this file instead of stdout' })
          .option('png', {
            type: 'boolean',
            default: false,
            describe:
              'also write a PNG beside --out (FILE.png), drawn by headless Chromium (chromium on PATH, or TOPOCHESS_CHROMIUM)',
          }),
      (args) =>
        finish(
          diagramCommand(io, {
            variant: args.variant as VariantName,
            position: args.position,
            pieces: args.pieces,
            mark: args.mark,
            moves: args.moves,
            arrows: args.arrows,
            layer: args.layer,
            crop: args.crop,
            figure: args.figure,
            out: args.out,
            png: args.png,
          }),
        ),
    )
    .strict()
    // A mistyped argument gets its one-line error and a pointer to the help, not the whole help first.
    .showHelpOnFail(false, "Run 'topochess <command> --help' for the options.")
    .detectLocale(false)
    .version(versionLine())
    .help()
    .alias('h', 'help')
    .alias('v', 'version')
    .wrap(null)
    .parseAsync();
}
