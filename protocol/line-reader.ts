// Reads stdin (or any stream) line by line, accepting LF and CRLF. A line longer than the cap is never held whole:
// its characters past the cap are dropped as they arrive, so a runaway client cannot grow memory, and the reader
// reports the line's length instead of the line.
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

export interface LineReader {
  close(): void;
}

export interface LineHandlers {
  /** Every line within the cap, without its line break (and without a trailing CR). */
  onLine(line: string): void;
  /** A line of `chars` characters (more than the cap) was read and dropped. */
  onOverlong(chars: number): void;
  /** Once, at end of input (or after close). */
  onEnd(): void;
}

export function readLines(input: Readable, maxChars: number, handlers: LineHandlers): LineReader {
  const decoder = new StringDecoder('utf8');
  let pending: string[] = [];
  let pendingChars = 0;
  /** Characters of the current line so far, counted past the cap too. */
  let lineChars = 0;
  let closed = false;

  const endLine = (): void => {
    const chars = lineChars;
    const parts = pending;
    pending = [];
    pendingChars = 0;
    lineChars = 0;
    if (chars > maxChars) return handlers.onOverlong(chars);
    let line = parts.join('');
    if (line.endsWith('\r')) line = line.slice(0, -1);
    handlers.onLine(line);
  };

  const take = (text: string): void => {
    let from = 0;
    while (!closed && from < text.length) {
      const newline = text.indexOf('\n', from);
      const end = newline < 0 ? text.length : newline;
      const piece = end - from;
      lineChars += piece;
      // Keep at most the cap plus one character (a CR that may end the line): enough to tell "too long".
      const room = maxChars + 1 - pendingChars;
      if (room > 0 && piece > 0) {
        const kept = text.slice(from, from + Math.min(room, piece));
        pending.push(kept);
        pendingChars += kept.length;
      }
      if (newline < 0) return;
      // A CR just before the LF does not count towards the line's length.
      if (lineChars > 0 && lineChars === pendingChars && pending[pending.length - 1].endsWith('\r')) lineChars--;
      endLine();
      from = newline + 1;
    }
  };

  const finish = (): void => {
    if (closed) return;
    const rest = decoder.end();
    if (rest !== '') take(rest);
    if (lineChars > 0 || pendingChars > 0) endLine();
    close();
  };

  const onData = (chunk: Buffer | string): void => take(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  const close = (): void => {
    if (closed) return;
    closed = true;
    input.off('data', onData);
    input.off('end', finish);
    input.pause();
    handlers.onEnd();
  };
  input.on('data', onData);
  input.on('end', finish);
  return { close };
}
