// The plain console served before a GUI has spoken: a few human commands, answered at once and in plain words.
// It never waits for anything, so a GUI that starts with `uci` or `xboard` is never held up.
import type { AdapterContext, ProtocolErrorCode } from './commands';
import { clip, tokenize } from './commands';
import { runExtension, startPerft, type Voice } from './extensions';
import { setPosition } from './uci';

export const CONSOLE_HELP: readonly string[] = [
  "Type 'uci' or 'xboard' to start a protocol session. Until then these commands work:",
  '  position startpos|fen <text> [moves <m1> ...]   set the position',
  '  d                                              show the board',
  '  moves                                          list the legal moves',
  '  result                                         the game state by the rules',
  '  turn                                           who is to move, and how far into a turn of several moves',
  '  perft <depth>                                  count leaf nodes per move',
  '  bench [depth]                                  search benchmark',
  '  topology                                       the board as JSON lines',
  '  cells                                          what stands on each cell (for board views)',
  '  check                                          the cells of royal pieces under attack',
  '  quit                                           exit',
];

export class ConsoleAdapter {
  readonly dialect = 'console';
  private readonly voice: Voice;

  constructor(private readonly ctx: AdapterContext) {
    this.voice = {
      note: (text) => ctx.out.line(text),
      raw: (text) => ctx.out.line(text),
      error: (code, detail) => this.reportError(code, detail),
    };
  }

  reportError(code: ProtocolErrorCode, detail: string): void {
    this.ctx.out.line(`error ${code} ${detail}`);
  }

  handle(line: string): void {
    const tokens = tokenize(line);
    const session = this.ctx.session;
    switch (tokens.at(0)) {
      case 'help':
        for (const text of CONSOLE_HELP) this.ctx.out.line(text);
        return;
      case 'position':
        return setPosition(session, this.voice, tokens);
      case 'go':
        if (tokens[1] === 'perft') return startPerft(session, this.voice, tokens[2]);
        return this.reportError('ERR_UNKNOWN_COMMAND', "searching needs a protocol: type 'uci' first");
      case 'stop':
        session.stop();
        return;
      case 'quit':
        this.ctx.quit();
        return;
      default:
        if (runExtension(session, this.voice, tokens)) return;
        return this.reportError('ERR_UNKNOWN_COMMAND', `'${clip(tokens[0], 40)}'; type 'help'`);
    }
  }
}
