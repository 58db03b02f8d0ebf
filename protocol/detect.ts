// Chooses the dialect from the first meaningful line: `uci` → UCI, `xboard` or `protover` → CECP v2. Anything else
// before that is served by the plain console and decides nothing.
import type { Dialect } from './commands';

export function detectDialect(firstToken: string | undefined): Dialect | undefined {
  switch (firstToken) {
    case 'uci':
      return 'uci';
    case 'xboard':
    case 'protover':
      return 'xboard';
    default:
      return undefined;
  }
}
