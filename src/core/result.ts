// Errors at the boundary are values with a stable code; only protocol adapters choose the wording.

export type ErrorCode =
  | 'ERR_BAD_POSITION' // position text does not parse or is not a legal set-up
  | 'ERR_BAD_MOVE' // move text does not parse
  | 'ERR_ILLEGAL_MOVE' // move parses but is not legal here
  | 'ERR_UNKNOWN_VARIANT'
  | 'ERR_UNKNOWN_OPTION'
  | 'ERR_BAD_OPTION' // option value malformed or out of range
  | 'ERR_BAD_ARGUMENT' // a command argument is malformed
  | 'ERR_NO_POSITION' // a command needs a position and none was set
  | 'ERR_BUSY' // a command that needs an idle engine arrived mid-search
  | 'ERR_NOTHING_TO_UNDO'
  | 'ERR_GAME_OVER';

export interface EngineError {
  readonly code: ErrorCode;
  readonly detail: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(code: ErrorCode, detail: string): Result<T> {
  return { ok: false, error: { code, detail } };
}

/** Unwraps a result that cannot fail unless the program has a bug. */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.value;
}
