// The live status line of long runs (match, datagen) on stderr.
import type { CommandIo } from './commands';

/**
 * The live status on stderr: on a terminal one line rewritten in place, with lines to keep printed above it; else
 * every status as a plain line (a log file, a batch system's output).
 */
export function liveStatus(io: CommandIo): {
  line: (text: string) => void;
  update: (text: string) => void;
  end: () => void;
} {
  if (!process.stderr.isTTY) return { line: io.err, update: io.err, end: () => undefined };
  let shown = '';
  const clear = '\r\x1b[2K';
  return {
    line: (text) => process.stderr.write(`${clear}${text}\n${shown}`),
    update: (text) => {
      shown = text.length > process.stderr.columns - 1 ? text.slice(0, process.stderr.columns - 2) + '…' : text;
      process.stderr.write(`${clear}${shown}`);
    },
    end: () => {
      if (shown !== '') process.stderr.write('\n');
    },
  };
}
