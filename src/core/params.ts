// Evaluation parameter tables and their traces. Each variant keeps its evaluation numbers as data in its engine
// folder (`params.json`): groups of named values, a value being a number or a list of numbers (indexed by rank, kind,
// distance...). Evaluators read them once at load into constants and typed arrays; the tuner (src/tune) sees them as
// one flat vector of labelled values, and a variant's tracer says how its evaluation of a position is made from them.

/** One group of named values. */
export type ParamGroup = Readonly<Record<string, number | readonly number[]>>;
/** A variant's parameter table: groups by name (material, pawns, king...). */
export type ParamTable = Readonly<Record<string, ParamGroup>>;

/** A table seen as a flat vector: one entry per number, in the table's own order. */
export interface FlatParams {
  /** `group.name` or `group.name[i]`. */
  readonly labels: readonly string[];
  /** The group of each entry. */
  readonly groups: readonly string[];
  readonly values: Float64Array;
  /** The entry of `group.name` (with `i` for lists). */
  index(group: string, name: string, i?: number): number;
}

export function flattenParams(table: ParamTable): FlatParams {
  const labels: string[] = [];
  const groups: string[] = [];
  const values: number[] = [];
  // group -> name -> [first entry, entries]
  const where = new Map<string, Map<string, [number, number]>>();
  for (const [group, entries] of Object.entries(table)) {
    const names = new Map<string, [number, number]>();
    where.set(group, names);
    for (const [name, value] of Object.entries(entries)) {
      const list = typeof value === 'number' ? [value] : value;
      names.set(name, [values.length, typeof value === 'number' ? 0 : list.length]);
      list.forEach((v, i) => {
        labels.push(typeof value === 'number' ? `${group}.${name}` : `${group}.${name}[${i}]`);
        groups.push(group);
        values.push(v);
      });
    }
  }
  return {
    labels,
    groups,
    values: Float64Array.from(values),
    index(group, name, i) {
      const at = where.get(group)?.get(name);
      if (at === undefined || (i === undefined ? at[1] !== 0 : !(i >= 0 && i < at[1])))
        throw new Error(`no parameter ${group}.${name}${i === undefined ? '' : `[${i}]`}`);
      return at[0] + (i ?? 0);
    },
  };
}

/** The table with the same shape and `values` in its places; `round` rounds each to an integer. */
export function unflattenParams(table: ParamTable, values: Float64Array, round: boolean): ParamTable {
  let at = 0;
  const take = (): number => {
    const v = values[at++];
    return round ? Math.round(v) : v;
  };
  const out: Record<string, Record<string, number | number[]>> = {};
  for (const [group, entries] of Object.entries(table)) {
    out[group] = {};
    for (const [name, value] of Object.entries(entries))
      out[group][name] = typeof value === 'number' ? take() : value.map(() => take());
  }
  return out;
}

/** Sum of coefficient × parameter plus a constant; the parameter index is the flat one of the variant's tables. */
export class LinearForm {
  readonly coefficients = new Map<number, number>();
  constant = 0;

  add(index: number, coefficient: number): this {
    if (coefficient !== 0) this.coefficients.set(index, (this.coefficients.get(index) ?? 0) + coefficient);
    return this;
  }

  addConstant(value: number): this {
    this.constant += value;
    return this;
  }

  /** Adds `form` × `factor`. */
  addForm(form: LinearForm, factor: number): this {
    for (const [index, c] of form.coefficients) this.add(index, c * factor);
    this.constant += form.constant * factor;
    return this;
  }

  value(params: Float64Array): number {
    let sum = this.constant;
    for (const [index, c] of this.coefficients) sum += c * params[index];
    return sum;
  }
}

/**
 * How an evaluation is made from the parameters: linear forms (sums the evaluator keeps: middlegame and endgame
 * sums, threat values...) and `exact`, which combines their values as the evaluator does (tapering, integer
 * truncation, scaling, the side to move). `weights` are the forms' factors in the score with the position's phase and
 * scaling held fixed: the tuner's linear model of the evaluation is the sum of form × weight.
 */
export interface Trace {
  readonly forms: readonly LinearForm[];
  readonly weights: readonly number[];
  exact(formValues: Float64Array, params: Float64Array): number;
}

/** The forms' values at `params`, then `exact`: what the evaluator returns with those parameters. */
export function traceScore(trace: Trace, params: Float64Array): number {
  const values = Float64Array.from(trace.forms, (form) => form.value(params));
  return trace.exact(values, params);
}

/** The trace's linear model: one form, Σ weight × form. */
export function linearModel(trace: Trace): LinearForm {
  const sum = new LinearForm();
  trace.forms.forEach((form, k) => sum.addForm(form, trace.weights[k]));
  return sum;
}

/** What the tuner needs of a variant: its parameters, which of them its own file holds, and the tracer. */
export interface TuningModel<P> {
  /** Every parameter the evaluation reads, flattened in this order. */
  readonly table: ParamTable;
  /** The groups of the variant's own table file: the ones the tuner may change and writes. */
  readonly ownGroups: readonly string[];
  /** The variant's own table file in the repository, for messages and docs. */
  readonly file: string;
  /** The trace of the evaluation of `pos` (form coefficients index `flattenParams(table)`). */
  trace(pos: P): Trace;
}
