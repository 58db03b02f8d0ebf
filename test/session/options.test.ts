// The option table: lookup and typed validation.
import { describe, expect, test } from 'vitest';
import { findOption, OPTION_SPECS, parseOptionValue } from '../../src/session/options';

describe('option table', () => {
  test('every option is found by name, case-insensitively', () => {
    for (const spec of OPTION_SPECS) {
      expect(findOption(spec.name)).toBe(spec);
      expect(findOption(` ${spec.name.toUpperCase()} `)).toBe(spec);
    }
    expect(findOption('Contempt')).toBeUndefined();
  });

  test.each([
    ['Hash', '1', 1],
    ['Hash', '2048', 2048],
    ['Hash', '+16', 16],
    ['Ponder', 'true', true],
    ['Ponder', 'FALSE', false],
    ['Ponder', '1', true],
    ['Ponder', '0', false],
    ['UCI_Variant', 'NORMAL', 'normal'],
    ['Move Overhead', '0', 0],
    ['Move Overhead', ' 250 ', 250],
  ])('%s = %s → %s', (name, text, value) => {
    expect(parseOptionValue(findOption(name)!, text)).toEqual({ ok: true, value });
  });

  test.each([
    ['Hash', '0'],
    ['Hash', '2049'],
    ['Hash', ''],
    ['Hash', '1e3'],
    ['Hash', '0x10'],
    ['Ponder', 'yes'],
    ['UCI_Variant', 'chess'],
    ['Move Overhead', '-1'],
    ['Move Overhead', '5001'],
  ])('%s = %s is refused', (name, text) => {
    expect(parseOptionValue(findOption(name)!, text)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_OPTION' } });
  });
});
