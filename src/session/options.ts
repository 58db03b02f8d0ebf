// The engine's options as one typed table, with validation of the text a GUI sends. Adapters word the table in
// their dialect (UCI `option name …`, XBoard `feature option="…"`); the session applies the values.
import { DEFAULT_SWITCHES, VARIANTS, type RuleSwitches, type VariantName } from '../core/types';
import { err, ok, type Result } from '../core/result';
import { MAX_THREADS } from '../search/jobs';
import { MAX_LINES } from '../search/score';
import { ELO_MAX, ELO_MIN, eloToSkill, SKILL_MAX } from '../search/skill';

export type OptionSpec =
  | {
      readonly kind: 'spin';
      readonly name: OptionName;
      readonly default: number;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: 'check'; readonly name: OptionName; readonly default: boolean }
  /** An action with no value (UCI `type button`, XBoard `-button`). */
  | { readonly kind: 'button'; readonly name: OptionName }
  | { readonly kind: 'combo'; readonly name: OptionName; readonly default: string; readonly values: readonly string[] };

export const OPTION_NAMES = [
  'Hash',
  'Clear Hash',
  'Threads',
  'Ponder',
  'MultiPV',
  'UCI_Variant',
  'Move Overhead',
  'Skill Level',
  'UCI_LimitStrength',
  'UCI_Elo',
  'Salmon Centre',
  'Salmon Promotion',
] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

/** Transposition-table size bounds in MiB: the worker allocates typed arrays of this size. */
export const HASH_MIN_MB = 1;
export const HASH_MAX_MB = 2048;
export const HASH_DEFAULT_MB = 16;
/**
 * Search threads (Lazy SMP): 1 is the single-threaded search; salmon's turn planner always uses one. The maximum is
 * a constant (MAX_THREADS, Stockfish's 1024); the threads started are capped at the machine's cores (threadsInUse).
 */
export const THREADS_MIN = 1;
export const THREADS_MAX = MAX_THREADS;
export const THREADS_DEFAULT = 1;

/**
 * The threads that search for a `Threads` value: never more than the machine's cores (os.availableParallelism()).
 * More would only share the cores: each costs a V8 isolate's memory and start-up, and the main search's clock
 * checks would wait their turn on a core.
 */
export function threadsInUse(threads: number, cores: number): number {
  return Math.max(THREADS_MIN, Math.min(threads, Math.floor(cores)));
}
/**
 * Milliseconds kept back from every time budget for GUI and pipe latency, on top of the reserve the search's time
 * manager always keeps (src/search/time.ts); raise it for slow GUIs or network play.
 */
export const OVERHEAD_DEFAULT_MS = 0;
export const OVERHEAD_MAX_MS = 5000;
export const MULTIPV_MAX = MAX_LINES;

export const OPTION_SPECS: readonly OptionSpec[] = [
  { kind: 'spin', name: 'Hash', default: HASH_DEFAULT_MB, min: HASH_MIN_MB, max: HASH_MAX_MB },
  { kind: 'button', name: 'Clear Hash' },
  { kind: 'spin', name: 'Threads', default: THREADS_DEFAULT, min: THREADS_MIN, max: THREADS_MAX },
  { kind: 'check', name: 'Ponder', default: false },
  { kind: 'spin', name: 'MultiPV', default: 1, min: 1, max: MULTIPV_MAX },
  { kind: 'combo', name: 'UCI_Variant', default: VARIANTS[0], values: VARIANTS },
  { kind: 'spin', name: 'Move Overhead', default: OVERHEAD_DEFAULT_MS, min: 0, max: OVERHEAD_MAX_MS },
  // Playing strength (src/search/skill.ts): UCI_LimitStrength with UCI_Elo overrides Skill Level.
  { kind: 'spin', name: 'Skill Level', default: SKILL_MAX, min: 0, max: SKILL_MAX },
  { kind: 'check', name: 'UCI_LimitStrength', default: false },
  { kind: 'spin', name: 'UCI_Elo', default: ELO_MIN, min: ELO_MIN, max: ELO_MAX },
  // The switches salmon.md keeps open; changing one restarts a salmon game.
  { kind: 'combo', name: 'Salmon Centre', default: DEFAULT_SWITCHES.salmonCentre, values: ['L0', 'L1'] },
  {
    kind: 'combo',
    name: 'Salmon Promotion',
    default: DEFAULT_SWITCHES.salmonPromotion,
    values: ['symmetric', 'literal'],
  },
];

/** Current values, typed per option. */
export interface OptionValues {
  readonly Hash: number;
  readonly Threads: number;
  readonly Ponder: boolean;
  readonly MultiPV: number;
  readonly UCI_Variant: VariantName;
  readonly 'Move Overhead': number;
  readonly 'Skill Level': number;
  readonly UCI_LimitStrength: boolean;
  readonly UCI_Elo: number;
  readonly 'Salmon Centre': RuleSwitches['salmonCentre'];
  readonly 'Salmon Promotion': RuleSwitches['salmonPromotion'];
}

export type OptionValue = number | boolean | string;

export function defaultOptionValues(): OptionValues {
  return {
    Hash: HASH_DEFAULT_MB,
    Threads: THREADS_DEFAULT,
    Ponder: false,
    MultiPV: 1,
    UCI_Variant: VARIANTS[0],
    'Move Overhead': OVERHEAD_DEFAULT_MS,
    'Skill Level': SKILL_MAX,
    UCI_LimitStrength: false,
    UCI_Elo: ELO_MIN,
    'Salmon Centre': DEFAULT_SWITCHES.salmonCentre,
    'Salmon Promotion': DEFAULT_SWITCHES.salmonPromotion,
  };
}

/** The rule switches the option values select. */
export function ruleSwitches(values: OptionValues): RuleSwitches {
  return { salmonCentre: values['Salmon Centre'], salmonPromotion: values['Salmon Promotion'] };
}

/** The spec whose name matches, ignoring case (UCI option names are case-insensitive). */
export function findOption(name: string): OptionSpec | undefined {
  const wanted = name.trim().toLowerCase();
  return OPTION_SPECS.find((spec) => spec.name.toLowerCase() === wanted);
}

const INTEGER = /^[+-]?\d+$/;

/**
 * Parses and range-checks option text: integers for spins, true/false (or 1/0) for checks, one listed value for
 * combos; a button takes no value.
 */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionValue> {
  const value = text.trim();
  switch (spec.kind) {
    case 'button':
      if (value !== '') return err('ERR_BAD_OPTION', `${spec.name} is a button and takes no value, got '${value}'`);
      return ok(true);
    case 'spin': {
      if (!INTEGER.test(value)) return err('ERR_BAD_OPTION', `${spec.name} needs an integer, got '${value}'`);
      const n = Number(value);
      if (n < spec.min || n > spec.max) {
        return err('ERR_BAD_OPTION', `${spec.name} must be between ${spec.min} and ${spec.max}, got ${value}`);
      }
      return ok(n);
    }
    case 'check':
      switch (value.toLowerCase()) {
        case 'true':
        case '1':
          return ok(true);
        case 'false':
        case '0':
          return ok(false);
        default:
          return err('ERR_BAD_OPTION', `${spec.name} needs true or false, got '${value}'`);
      }
    case 'combo': {
      const found = spec.values.find((v) => v.toLowerCase() === value.toLowerCase());
      if (found === undefined) {
        return err('ERR_BAD_OPTION', `${spec.name} must be one of ${spec.values.join(', ')}, got '${value}'`);
      }
      return ok(found);
    }
  }
}

/** Returns a copy of `values` with one option replaced; `value` must come from parseOptionValue for that option. */
export function withOption(values: OptionValues, name: OptionName, value: OptionValue): OptionValues {
  switch (name) {
    case 'Hash':
      return { ...values, Hash: value as number };
    case 'Clear Hash':
      return values;
    case 'Threads':
      return { ...values, Threads: value as number };
    case 'Ponder':
      return { ...values, Ponder: value as boolean };
    case 'MultiPV':
      return { ...values, MultiPV: value as number };
    case 'Skill Level':
      return { ...values, 'Skill Level': value as number };
    case 'UCI_LimitStrength':
      return { ...values, UCI_LimitStrength: value as boolean };
    case 'UCI_Elo':
      return { ...values, UCI_Elo: value as number };
    case 'UCI_Variant':
      return { ...values, UCI_Variant: value as VariantName };
    case 'Move Overhead':
      return { ...values, 'Move Overhead': value as number };
    case 'Salmon Centre':
      return { ...values, 'Salmon Centre': value as RuleSwitches['salmonCentre'] };
    case 'Salmon Promotion':
      return { ...values, 'Salmon Promotion': value as RuleSwitches['salmonPromotion'] };
  }
}

export function optionValue(values: OptionValues, name: OptionName): OptionValue {
  return name === 'Clear Hash' ? true : values[name];
}

/** The skill level the options ask for (UCI_LimitStrength's Elo first), or undefined at full strength. */
export function skillLevel(values: OptionValues): number | undefined {
  const level = values.UCI_LimitStrength ? eloToSkill(values.UCI_Elo) : values['Skill Level'];
  return level < SKILL_MAX ? level : undefined;
}
