// Reads stdin (or any stream) line by line with readline, which never splits a line across chunks and accepts CRLF.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface LineReader {
  close(): void;
}

/** Calls onLine for every line (without its line break) and onEnd once at end of input. */
export function readLines(input: Readable, onLine: (line: string) => void, onEnd: () => void): LineReader {
  const reader = createInterface({ input, crlfDelay: Infinity, terminal: false });
  reader.on('line', onLine);
  reader.on('close', onEnd);
  return { close: () => reader.close() };
}
