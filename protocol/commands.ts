// What every dialect shares: the adapter contract, the context adapters run in, protocol-level error codes, and
// strict argument parsing (tokens in, Result out). Dispatch itself is an explicit token switch in each adapter.
import type { ErrorCode, Result } from '../src/core/result';
import { err, ok } from '../src/core/result';
import type { Session } from '../src/session/session';
import type { Output } from './output';

export type Dialect = 'uci' | 'xboard';

/** The session's codes plus those only the protocol layer can raise. */
export type ProtocolErrorCode = ErrorCode | 'ERR_UNKNOWN_COMMAND' | 'ERR_INTERNAL' | 'ERR_LINE_TOO_LONG';

export interface AdapterContext {
  readonly session: Session;
  readonly out: Output;
  /** "Topochess 0.2.0": `id name` in UCI, `myname` in XBoard. */
  readonly engineName: string;
  readonly author: string;
  /** Ends the program: stop the worker, flush stdout, exit 0. */
  quit(): void;
  /** Diagnostics for humans (stderr in production); never protocol output. */
  logError(message: string): void;
  /**
   * Holds the lines that follow until the returned function is called, so that replies stay in order when one
   * (`readyok`, `pong`) must wait for the worker. The input loop supplies it; adapters only call it.
   */
  holdInput(): () => void;
}

export interface ProtocolAdapter {
  readonly dialect: Dialect;
  /** Handles one non-empty, trimmed input line. Bugs may throw; the input loop catches them. */
  handle(line: string): void;
  /** Words an error the input loop caught (a thrown bug, an over-long line) in the dialect. */
  reportError(code: ProtocolErrorCode, detail: string): void;
}

/**
 * Input lines longer than this are refused, and never held whole in memory. A whole game resent by a GUI fits with
 * room to spare: 100,000 chess moves, or a salmon game of 10,000 ten-move turns.
 */
export const MAX_INPUT_CHARS = 2 * 1024 * 1024;

export function tokenize(line: string): string[] {
  const trimmed = line.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** `text` cut to `max` characters with a marker, for echoing input in replies. */
export function clip(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}...(${text.length} chars)`;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A whole number in [min, max]; `what` names the argument in the error. */
export function parseInteger(text: string | undefined, what: string, min: number, max: number): Result<number> {
  return parseBounded(text, what, min, max, INTEGER, 'an integer');
}

/** A decimal number (no exponent) in [min, max]. */
export function parseDecimal(text: string | undefined, what: string, min: number, max: number): Result<number> {
  return parseBounded(text, what, min, max, DECIMAL, 'a number');
}

/** A number spelt as `pattern` allows (`kind` says which in the error) in [min, max]. */
function parseBounded(
  text: string | undefined,
  what: string,
  min: number,
  max: number,
  pattern: RegExp,
  kind: string,
): Result<number> {
  if (text === undefined) return err('ERR_BAD_ARGUMENT', `${what} is missing`);
  if (!pattern.test(text)) return err('ERR_BAD_ARGUMENT', `${what} must be ${kind}, got '${clip(text, 20)}'`);
  const value = Number(text);
  if (value < min || value > max) return err('ERR_BAD_ARGUMENT', `${what} must be from ${min} to ${max}, got ${text}`);
  return ok(value);
}

/** The message of something thrown, for replies (the stack goes to stderr). */
export function thrownMessage(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
