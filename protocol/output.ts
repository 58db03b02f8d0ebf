// The one writer of protocol lines: every line goes out whole, newline-free and under 8 KB (XBoard's line buffer),
// and the stream can be flushed before exit (stdout to a pipe is asynchronous in Node).
import type { Writable } from 'node:stream';

export interface Output {
  /** Writes exactly one line; the text must not need a newline of its own. */
  line(text: string): void;
}

/** XBoard reads engine output into an 8192-byte buffer; stay well below it, newline included. */
export const MAX_LINE_BYTES = 8000;

/** Replaces line breaks and cuts the text to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function clampLine(text: string, maxBytes = MAX_LINE_BYTES): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  if (flat.length * 3 <= maxBytes || utf8Bytes(flat) <= maxBytes) return flat;
  let end = Math.min(flat.length, maxBytes);
  while (end > 0 && utf8Bytes(flat.slice(0, end)) > maxBytes) end--;
  // Do not leave half of a surrogate pair at the end.
  const last = flat.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return flat.slice(0, end);
}

const encoder = new TextEncoder();

/** UTF-8 length of `text` (TextEncoder rather than Node's Buffer: the engine also runs in browsers). */
function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

export interface StreamOutput extends Output {
  /** Resolves once everything written so far has been handed to the operating system. */
  flush(): Promise<void>;
}

export function createStreamOutput(stream: Writable): StreamOutput {
  return {
    line(text) {
      stream.write(clampLine(text) + '\n');
    },
    flush() {
      return new Promise((resolve) => {
        stream.write('', () => resolve());
      });
    },
  };
}

/** An output that keeps its lines, for tests and for collecting command output. */
export class CollectingOutput implements Output {
  readonly lines: string[] = [];

  line(text: string): void {
    this.lines.push(clampLine(text));
  }

  /** Returns the lines written since the last take() and forgets them. */
  take(): string[] {
    return this.lines.splice(0);
  }
}
