// `topochess match --option1 NAME=VALUE`: the engine options a match sets at start (e.g. Threads=2 against 1).
import { describe, expect, test } from 'vitest';
import { parseEngineOptions } from '../../src/cli/match-command';

describe('match engine options', () => {
  test('NAME=VALUE pairs, repeatable; names and values may hold spaces', () => {
    expect(parseEngineOptions(undefined)).toEqual([]);
    expect(parseEngineOptions(['Threads=2', 'Move Overhead = 50', 'UCI_Variant=normal'])).toEqual([
      { name: 'Threads', value: '2' },
      { name: 'Move Overhead', value: '50' },
      { name: 'UCI_Variant', value: 'normal' },
    ]);
  });

  test('a text without a name and = is refused', () => {
    expect(parseEngineOptions(['Threads'])).toBe("an engine option is NAME=VALUE, got 'Threads'");
    expect(parseEngineOptions(['=2'])).toBe("an engine option is NAME=VALUE, got '=2'");
  });
});
